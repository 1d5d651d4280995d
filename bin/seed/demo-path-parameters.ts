import type { DemoAccountKey } from './demo-accounts';
import { DEMO_CLASS, DEMO_SCHOOL_ID } from './demo-profiles';
import { DEMO_SERVICES } from './services';
import { MOCK_SAML_PROVIDER } from '../../functions/domain/saml/saml-claims';
import { DEMO_IMPORT_ID, DEMO_IMPORT_JOB_ID } from './student-imports';
import { DEMO_SUBSCRIPTION_ID } from './payments';
import { DEMO_VOUCHER_BATCH_ID } from './vouchers';
import { DEMO_UNVETTED_SCHOOL_ID } from './schools';
import { DEMO_SYNCED_SCHOOL_ID } from './data-link';
import { DEMO_EMAIL_LIST_JOB_ID, DEMO_WEEKLY_STATUS_JOB_ID } from './operations';
import { DEMO_STOPPED_SERVER_ID } from '../../functions/adapters/servers/local-fleet';
import { DEMO_API_APP, demoClientId } from './api-credentials';
import { DEMO_SYSTEM_ALERT_ID } from './demo-system-alert';

/**
 * A value from the seeded demo data for each path parameter the API names, so generated tests
 * (the role-by-role access matrix) call records that exist. A route that introduces a new
 * parameter fails those tests, naming it, until the seed provides a value here.
 */
export function demoPathParameters(userIds: Readonly<Record<DemoAccountKey, string>>): Record<string, string> {
  const openService = DEMO_SERVICES.find((service) => service.enabled);
  if (!openService) throw new Error('The demo catalogue has no enabled service');
  return {
    serviceId: openService.id,
    schoolId: DEMO_SCHOOL_ID,
    /** The demo system alert (the Servers tab's System alerts). */
    alertId: DEMO_SYSTEM_ALERT_ID,
    classGroupId: DEMO_CLASS.id,
    userId: userIds.student,
    studentId: userIds.student,
    /** A teacher of the demo school (Manage Teachers). */
    teacherId: userIds.teacher,
    childId: userIds.child,
    domain: MOCK_SAML_PROVIDER.defaultEmailDomain,
    samlIdpId: MOCK_SAML_PROVIDER.id,
    /** A class's printable document (student-documents printClassDocument). */
    format: 'list',
    /** The demo school's finished SMART Tool import and its job (the school admin's). */
    importId: DEMO_IMPORT_ID,
    jobId: DEMO_IMPORT_JOB_ID,
    /** The personal demo account's card subscription (Science Lab). */
    subscriptionId: DEMO_SUBSCRIPTION_ID,
    /** The demo batch of activation codes (the Vouchers tab). */
    voucherBatchId: DEMO_VOUCHER_BATCH_ID,
    /** The OneRoster data source (Data Link). */
    dataSourceId: 'oneroster',
    /** A demo app's OneRoster API credentials (the console's API credentials section). */
    clientId: demoClientId(DEMO_API_APP),
  };
}

/**
 * A query that finds seeded data, for the GET routes whose query has required fields (the access
 * matrix calls each GET route once with its demo parameters and expects data).
 */
export const DEMO_QUERIES: Readonly<Record<string, Record<string, string>>> = {
  searchSchools: { name: 'Demo', countryId: 'AU' },
  exportAccountMatches: { 'school-role': 'teacher' },
  findStaffCandidate: { username: 'teacher@demo.example' },
  searchAdminSchools: { query: 'Demo Primary' },
  listSchoolQueue: { queue: 'unvetted' },
  exportClassStats: { school: DEMO_SCHOOL_ID },
  lookupSchoolMerge: { delete: DEMO_UNVETTED_SCHOOL_ID },
  previewInactiveStudents: { 'inactive-date': '2025-01-01' },
  searchUsers: { query: 'parent@demo.example' },
  searchDataSourceOrgs: { postcode: '2000' },
  /** What the Admin preset's demo staff did (the audit log). */
  listAuditLog: { actor: 'staff@demo.example' },
  exportAuditLog: { actor: 'staff@demo.example' },
};

/**
 * GET routes whose demo record belongs to one account (a job is only its owner's): the access
 * matrix reads their data as that account rather than the first caller the rule admits.
 */
export const DEMO_RECORD_OWNERS: Readonly<Record<string, DemoAccountKey>> = {
  getJob: 'schoolAdmin',
  getSubscription: 'personal',
  getPaymentCard: 'personal',
  getEmailListFile: 'staff',
  getStatsExportFile: 'staff',
  getJobFile: 'staff',
};

/**
 * Path parameters of one route that differ from the shared ones: the sync report exists only for
 * a school a sync has finished for (Bayview College, synced by the seed).
 */
export const DEMO_ROUTE_PARAMETERS: Readonly<Record<string, Record<string, string>>> = {
  exportSyncReport: { schoolId: DEMO_SYNCED_SCHOOL_ID },
  getEmailListFile: { jobId: DEMO_EMAIL_LIST_JOB_ID },
  getStatsExportFile: { jobId: DEMO_WEEKLY_STATUS_JOB_ID },
  getJobFile: { jobId: DEMO_WEEKLY_STATUS_JOB_ID },
  startServer: { serverId: DEMO_STOPPED_SERVER_ID },
  stopServer: { serverId: DEMO_STOPPED_SERVER_ID },
};
