import type { JobKind } from '../../shared/schemas/jobs';
import { ACCOUNT_ACCESS_USER_POOL_ACTIONS } from '../domain/core/accounts/account-access';
import type { ResourceUse } from '../http/access';

/**
 * The worker function of each job kind (ARCHITECTURE 'Jobs and progress'): in AWS one Lambda per
 * kind, invoked asynchronously by the routes that start or resume such jobs (their `uses.jobs`);
 * in the twin the gateway runs the same module in its own process.
 */
export interface JobWorkerSpec {
  uses: ResourceUse;
  /** Lambda's limit for one run (a run that is stopped is resumed from where it stopped). */
  timeoutMinutes: number;
  memoryMb: number;
}

// Creating accounts and setting passwords; linking the file's NameIDs (the provider's own user is deleted first) and unlinking replaced ones.
const IMPORT_USER_POOL = [
  ...ACCOUNT_ACCESS_USER_POOL_ACTIONS,
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminLinkProviderForUser',
  'cognito-idp:AdminDisableProviderForUser',
] as const;

export const JOB_WORKERS: Readonly<Record<JobKind, JobWorkerSpec>> = {
  // ses: the teachers a teacher import creates are mailed their temporary password.
  'import-apply': {
    uses: { table: 'readwrite', userPool: IMPORT_USER_POOL, studentPasswords: 'write', ses: 'send' },
    timeoutMinutes: 15,
    memoryMb: 1024,
  },
  'voucher-generate': { uses: { table: 'readwrite' }, timeoutMinutes: 15, memoryMb: 512 },
  // Moves a school's members, classes and access to another school; no accounts or passwords change.
  'school-merge': { uses: { table: 'readwrite' }, timeoutMinutes: 15, memoryMb: 512 },
  // A sync applies SMART Tool imports (as import-apply does) of a roster read from the data sources' files.
  'data-sync': {
    uses: { table: 'readwrite', userPool: IMPORT_USER_POOL, studentPasswords: 'write', ses: 'send', rosters: 'read' },
    timeoutMinutes: 15,
    memoryMb: 1024,
  },
  // Staff exports (e-mail list, statistics): reads the table, writes the file to the exports bucket.
  export: { uses: { table: 'read', exports: 'write' }, timeoutMinutes: 15, memoryMb: 512 },
  // Deleting inactive students as every account deletion does: status, class places, sign-in identity, kept password.
  'inactive-students': {
    uses: { table: 'readwrite', userPool: ACCOUNT_ACCESS_USER_POOL_ACTIONS },
    timeoutMinutes: 15,
    memoryMb: 512,
  },
  // A person's data as a ZIP (a parent's download of a child's, a school's export of a student's record).
  'data-export': { uses: { table: 'read', exports: 'write' }, timeoutMinutes: 15, memoryMb: 512 },
  // Delete Student(s) as every account deletion: status with class places, sign-in identity, kept password.
  'students-delete': {
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'] },
    timeoutMinutes: 15,
    memoryMb: 512,
  },
  // Import Teachers: each new teacher is an account with a temporary password, mailed to them
  // (AdminDeleteUser: a failed creation removes the identity it made, core/accounts/accounts.ts).
  'teachers-import': {
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
      ses: 'send',
    },
    timeoutMinutes: 15,
    memoryMb: 512,
  },
  // Printing a school year's login cards or home letters: reveals the passwords (audited), issues
  // the cards, renders the PDF (2,000 home letters: 370 MB) and writes it to the exports bucket.
  'print-documents': {
    uses: { table: 'readwrite', studentPasswords: 'read', siteUrl: 'links', exports: 'write' },
    timeoutMinutes: 15,
    memoryMb: 1024,
  },
  'import-undo': {
    uses: { table: 'readwrite', userPool: IMPORT_USER_POOL, studentPasswords: 'write' },
    timeoutMinutes: 15,
    memoryMb: 1024,
  },
};

/** The module under functions/ that exports a kind's worker `handler`: jobs/workers/<kind>. */
export function workerModuleOf(kind: JobKind): string {
  return `jobs/workers/${kind}`;
}
