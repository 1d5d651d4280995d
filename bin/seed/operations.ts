import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_MESSAGES } from '../../shared/schemas/exports';
import { exportFiles } from '../../functions/adapters/export-files';
import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import {
  findLocalSuppression,
  recordSendingEvent,
  reportDeliveryProblem,
} from '../../functions/adapters/mail-account/local';
import { addClassMember, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { getJobRecord, jobRecords, newJobRecord } from '../../functions/data/jobs';
import { putSchools } from '../../functions/data/schools';
import { listSignIns } from '../../functions/data/sign-in-events';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { loadProfiles } from '../../functions/data/users';
import { createAccount, type NewAccountProfile } from '../../functions/domain/core/accounts/accounts';
import { settleEmailListFilter } from '../../functions/domain/email-tools/email-list-report';
import { exportWork } from '../../functions/domain/core/exports/export-work';
import { EXPORT_REPORT_BY_NAME } from '../../functions/domain/job-kinds/export-reports';
import { runJob } from '../../functions/domain/core/jobs/job-work';
import { recordSignIn } from '../../functions/domain/session/sign-in-history';
import { functionConfig } from '../../functions/platform/config';
import { emailListFilterSchema } from '../../shared/schemas/email-tools';
import type { School } from '../../shared/schemas/schools';
import type { DemoAccountKey } from './demo-accounts';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_SCHOOL_BASE } from './schools';

/** Wattle Creek Public School: in use but not yet identified against the CRM (the Stats tab's CRM-unlinked logins). */
export const DEMO_UNLINKED_SCHOOL_ID = 'demo-wattle-creek';
/** Old Mill School: two of its students are inactive (Delete Inactive Students and the scheduled clean-up). */
export const DEMO_OLD_MILL_SCHOOL_ID = 'demo-old-mill';
/** Finished exports of the staff demo account, so their download links can be tried. */
export const DEMO_EMAIL_LIST_JOB_ID = 'demo-email-list-export';
export const DEMO_WEEKLY_STATUS_JOB_ID = 'demo-weekly-user-status-export';
/** A parent who registered and never signed in (the Emails tab's Never Signed-In export). */
export const DEMO_NEVER_SIGNED_IN_PARENT = 'nora@demo.example';
/**
 * On the local suppression list: one address bounced, one complained, and one whose mailbox has
 * been fixed since it bounced (the one to take off the list with Remove from suppression list).
 */
export const DEMO_SUPPRESSED = {
  bounce: 'bounced-parent@demo.example',
  complaint: 'complaining-parent@demo.example',
  fixed: 'fixed-mailbox@demo.example',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

function profile(
  firstName: string,
  lastName: string,
  schoolId: string,
  schoolRole: 'teacher' | 'student',
  isSchoolAdmin = false,
): NewAccountProfile {
  return {
    title: null,
    firstName,
    lastName,
    countryId: 'AU',
    homeRole: null,
    schoolRole,
    isSchoolAdmin,
    schoolId,
    parentId: null,
    staffRoles: [],
  };
}

async function account(
  username: string,
  email: string | null,
  accountProfile: NewAccountProfile,
  directory: SignInDirectory,
  createdAt: Date,
): Promise<string> {
  return (
    (await findUserIdByUsername(username)) ??
    (
      await createAccount(
        { username, email, password: DEMO_PASSWORD, profile: accountProfile },
        { directory, clock: () => createdAt },
      )
    ).id
  );
}

/** Sign-ins at these times, unless the account has signed in before (the seed runs at every start). */
async function signInsAt(userId: string, times: readonly Date[]): Promise<void> {
  if ((await listSignIns(userId, 1)).items.length > 0) return;
  for (const at of times) await recordSignIn(userId, () => at);
}

async function finishedExport(
  jobId: string,
  ownerId: string,
  report: 'email-list' | 'weekly-user-status',
  params: unknown,
  now: Date,
): Promise<void> {
  if ((await getJobRecord(jobId))?.status === 'succeeded') return;
  const definition = EXPORT_REPORT_BY_NAME[report];
  const settled = definition.params.parse(params);
  if (!(await getJobRecord(jobId))) {
    await jobRecords.put(
      newJobRecord({
        id: jobId,
        kind: 'export',
        ownerId,
        subject: { report, params: JSON.stringify(settled), fileName: definition.fileName(settled) },
        runId: '',
        now,
        failureMessage: EXPORT_MESSAGES.failed,
      }),
    );
  }
  const finished = await runJob(jobId, exportWork(EXPORT_REPORT_BY_NAME, exportFiles));
  if (finished?.status !== 'succeeded')
    throw new Error(`The demo ${report} export did not finish: ${finished?.error ?? 'not run'}`);
}

/**
 * The staff console's operations demo (idempotent):
 * - sign-ins of the demo teacher, school admin and student over the last three weeks (Weekly User Status);
 * - Nora Newparent, a parent who never signed in (Never Signed-In);
 * - Wattle Creek Public School, not identified, whose teacher signed in this week (CRM-unlinked logins);
 * - Old Mill School with class OM1: Ivy Idle last signed in 600 days ago, Ned Never was made 300
 *   days ago and never signed in, Ada Active signed in last week (Delete Inactive Students from a
 *   day nine months ago); both are within the scheduled clean-up's default retention, so the demo
 *   keeps them until staff delete them;
 * - the local SES account's suppression list and two weeks of sending (the bounce chart);
 * - a finished e-mail list and weekly status export of the staff account.
 */
export async function seedOperations(
  all: Readonly<Record<DemoAccountKey, string>>,
  directory: SignInDirectory,
  now: Date,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await signInsAt(all.teacher, [daysAgo(15), daysAgo(8), daysAgo(2)]);
  await signInsAt(all.schoolAdmin, [daysAgo(9), daysAgo(1)]);
  await signInsAt(all.student, [daysAgo(16), daysAgo(3)]);

  const schools: School[] = [
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_UNLINKED_SCHOOL_ID,
      name: 'Wattle Creek Public School',
      address: '2 Wattle Street',
      city: 'Dubbo',
      postcode: '2830',
      phone: null,
      stateId: 'AU-NSW',
      code: 'AU0000007',
      vetted: false,
      identified: false,
      administrators: [],
    },
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_OLD_MILL_SCHOOL_ID,
      name: 'Old Mill School',
      address: '1 Mill Lane',
      city: 'Ballarat',
      postcode: '3350',
      phone: null,
      stateId: 'AU-VIC',
      code: 'AU0000008',
      administrators: [],
    },
  ];
  await putSchools(schools);
  const wendy = await account(
    'wendy@demo.example',
    'wendy@demo.example',
    profile('Wendy', 'Wattle', DEMO_UNLINKED_SCHOOL_ID, 'teacher'),
    directory,
    daysAgo(40),
  );
  await signInsAt(wendy, [daysAgo(6), daysAgo(4), daysAgo(1)]);

  await account(
    DEMO_NEVER_SIGNED_IN_PARENT,
    DEMO_NEVER_SIGNED_IN_PARENT,
    { ...profile('Nora', 'Newparent', '', 'teacher'), schoolId: null, schoolRole: null, homeRole: 'parent' },
    directory,
    daysAgo(10),
  );

  const group: ClassGroup = {
    id: 'demo-old-mill-om1',
    schoolId: DEMO_OLD_MILL_SCHOOL_ID,
    name: 'OM1',
    code: 'MILLOM1',
  };
  await putClassGroup(group);
  const ivy = await account(
    'ivy-idle',
    null,
    profile('Ivy', 'Idle', DEMO_OLD_MILL_SCHOOL_ID, 'student'),
    directory,
    new Date(now.getTime() - 3 * YEAR_MS),
  );
  await signInsAt(ivy, [daysAgo(600)]);
  const ned = await account(
    'ned-never',
    null,
    profile('Ned', 'Never', DEMO_OLD_MILL_SCHOOL_ID, 'student'),
    directory,
    daysAgo(300),
  );
  const ada = await account(
    'ada-active',
    null,
    profile('Ada', 'Active', DEMO_OLD_MILL_SCHOOL_ID, 'student'),
    directory,
    new Date(now.getTime() - 3 * YEAR_MS),
  );
  await signInsAt(ada, [daysAgo(7)]);
  // A student staff have deleted since stays deleted, out of the class.
  for (const student of await loadProfiles([ivy, ned, ada]))
    if (student.status === 'active') await addClassMember(group, student.id, now);

  const stateDir = functionConfig().MAIL_STATE_DIR;
  // Seeded once (a marker file; before it, the bounced address on the list): the outbox records its
  // own sending from the first mail on, and an address staff take off the list stays off.
  const seededMarker = stateDir ? path.join(stateDir, 'demo-seeded') : null;
  if (
    stateDir &&
    seededMarker &&
    !existsSync(seededMarker) &&
    !(await findLocalSuppression(stateDir, DEMO_SUPPRESSED.bounce))
  ) {
    for (let day = 13; day >= 0; day -= 1) {
      const sends = 20 + ((day * 7) % 11);
      for (let count = 0; count < sends; count += 1)
        await recordSendingEvent(stateDir, {
          at: new Date(daysAgo(day).getTime() - count * 60_000).toISOString(),
          type: 'send',
          email: `parent${count}@demo.example`,
        });
      for (let count = 0; count < day % 4; count += 1)
        await recordSendingEvent(stateDir, {
          at: daysAgo(day).toISOString(),
          type: 'bounce',
          email: `parent${count}@demo.example`,
        });
    }
    await reportDeliveryProblem(stateDir, DEMO_SUPPRESSED.bounce, 'BOUNCE', daysAgo(5));
    await reportDeliveryProblem(stateDir, DEMO_SUPPRESSED.complaint, 'COMPLAINT', daysAgo(2));
    await reportDeliveryProblem(stateDir, DEMO_SUPPRESSED.fixed, 'BOUNCE', daysAgo(9));
    await writeFile(seededMarker, `${now.toISOString()}\n`);
  }

  await finishedExport(
    DEMO_EMAIL_LIST_JOB_ID,
    all.staff,
    'email-list',
    settleEmailListFilter(emailListFilterSchema.parse({ role: 'teachers' }), now),
    now,
  );
  const today = now.toISOString().slice(0, 10);
  await finishedExport(
    DEMO_WEEKLY_STATUS_JOB_ID,
    all.staff,
    'weekly-user-status',
    {
      start: new Date(now.getTime() - 21 * DAY_MS).toISOString().slice(0, 10),
      until: today,
      serviceId: '5',
      role: 'teacher',
      country: 'global',
    },
    now,
  );
}
