/**
 * Stage throttling per route for the routes that cost most (the whole API has its own rate in
 * lib-infra/api/index.ts): each starts a job, sends mail, decrypts many passwords or renders a
 * PDF. API Gateway answers 429 above the rate (requests per second, across all callers; the
 * burst is the bucket's size). The web ACL limits each address; these protect the stage's
 * budget and the account's concurrency from everyone at once.
 */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
  /** Why it costs. */
  reason: string;
}

const JOB = { rateLimit: 5, burstLimit: 10, reason: 'starts a job worker of up to 15 minutes' } as const;
const MAIL = { rateLimit: 10, burstLimit: 20, reason: 'sends mail (SES quota and reputation)' } as const;
const DOCUMENT = {
  rateLimit: 10,
  burstLimit: 20,
  reason: 'decrypts a class’s passwords and renders a document',
} as const;

export const ROUTE_THROTTLES: Readonly<Record<string, RouteThrottle>> = {
  applyImport: JOB,
  undoImport: JOB,
  resumeJob: JOB,
  generateVouchers: JOB,
  mergeSchool: JOB,
  syncSchoolData: JOB,
  startEmailListExport: JOB,
  startWeeklyUserStatusExport: JOB,
  startCrmUnlinkedExport: JOB,
  deleteInactiveStudents: JOB,
  startPrintJob: JOB,
  importTeachers: { rateLimit: 5, burstLimit: 10, reason: 'creates accounts and mails each teacher' },
  requestPasswordReset: MAIL,
  sendContactMessage: MAIL,
  requestSchoolSubscription: MAIL,
  revealPasswords: DOCUMENT,
  exportSchoolStudentsCsv: DOCUMENT,
  printClassStudents: DOCUMENT,
  printClassDocument: DOCUMENT,
  getEmailStats: { rateLimit: 2, burstLimit: 5, reason: 'reads SES statistics (BatchGetMetricData, 1 call a second)' },
};
