import { seedDemoImport } from './student-imports';
import type { SamlIdp } from '../../shared/schemas/saml';
import type { UserService } from '../../shared/schemas/user-service';
import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { linkChild } from '../../functions/data/child-links';
import { putCountries } from '../../functions/data/countries';
import { putSystemAlert } from '../../functions/data/system-alerts';
import { putSamlIdp } from '../../functions/data/saml-idps';
import { putSchools } from '../../functions/data/schools';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { MOCK_SAML_PROVIDER, MOCK_SCHOOL_FIELD } from '../../functions/domain/saml/saml-claims';
import { demoMockSamlCertificate } from '../../lib-infra/local/mock-saml-idp';
import { putServices } from '../../functions/data/services';
import { putSchoolService } from '../../functions/data/school-services';
import { putAppSharing } from '../../functions/data/app-sharing';
import { seedDemoAppLaunch } from './app-launch';
import { seedDemoRosterReads } from './roster-reads';
import { putTeacherTrial } from '../../functions/data/teacher-trials';
import { putUserService, removeSchoolUserServices } from '../../functions/data/user-services';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { createAccount } from '../../functions/domain/core/accounts/accounts';
import { COUNTRIES } from './countries';
import { demoSystemAlert } from './demo-system-alert';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts';
import { seedDemoClasses } from './classes';
import { seedDemoChildPasswords, seedDemoStudentPasswords } from './student-passwords';
import { DEMO_OTHER_SCHOOL_ID, demoProfiles } from './demo-profiles';
import { demoSchoolAccess } from './school-access';
import { demoArabicSchool, demoSchools } from './schools';
import { seedDuplicateSchools } from './duplicate-schools';
import { seedDemoDataLink } from './data-link';
import { seedOperations } from './operations';
import { seedDemoJobs } from './jobs';
import { seedDisabledAccount } from './disabled-account';
import { DEMO_SERVICES } from './services';
import { seedStaffRoster } from './staff';
import { seedDemoApiCredentials } from './api-credentials';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parents before children, so a child's profile can name its parent. */
const CREATION_ORDER: DemoAccountKey[] = [
  'personal',
  'parent',
  'child',
  'secondChild',
  'familyEs',
  'childEs',
  'teacher',
  'schoolAdmin',
  'arabicAdmin',
  'student',
  'staff',
  'teleStaff',
  'supportStaff',
  'schoolDataStaff',
];

function access(
  serviceId: string,
  type: UserService['type'],
  context: UserService['context'],
  expiry: Date | null,
  extra: Partial<UserService> = {},
): UserService {
  return {
    serviceId,
    status: 'active',
    type,
    context,
    expiry: expiry?.toISOString() ?? null,
    lastAccess: null,
    triallable: type === 'trial',
    perpetual: false,
    grantedByChildId: null,
    ...extra,
  };
}

/**
 * The mock school provider, configured like any school system: people with an email at its domain
 * are identified as its people, it signs with the twin's demo certificate, and Demo Secondary
 * School is linked to it (its responses name the school in the schoolId attribute).
 */
export function mockSchoolProvider(ssoUrl: string): SamlIdp {
  return {
    id: MOCK_SAML_PROVIDER.id,
    name: MOCK_SAML_PROVIDER.name,
    emailDomains: [MOCK_SAML_PROVIDER.defaultEmailDomain],
    schoolField: MOCK_SCHOOL_FIELD,
    hideSchoolKey: false,
    restrictAccounts: false,
    entityId: MOCK_SAML_PROVIDER.entityId,
    ssoUrl,
    certificate: demoMockSamlCertificate(),
    schoolIds: [DEMO_OTHER_SCHOOL_ID],
  };
}

/**
 * Idempotent demo data, in two steps: the accounts and what their first pages need
 * (seedDemoAccounts), then the demo data that takes work (seedDemoWork: classes and their
 * students' passwords, a finished import, a data sync and exports run as real jobs, app launches),
 * which `npm start` prepares after the portal answers. The catalogue is overwritten, accounts are
 * created only when missing, and access dates are set relative to today so the demo always shows
 * the same states.
 */
export async function seedDemoAccounts(
  directory: SignInDirectory,
  now: Date,
  options: { mockSamlSsoUrl: string },
): Promise<Record<DemoAccountKey, string>> {
  await putServices(DEMO_SERVICES);
  await putCountries(COUNTRIES);
  await putSamlIdp(mockSchoolProvider(options.mockSamlSsoUrl));
  await putSystemAlert(demoSystemAlert(now));
  await seedDemoApiCredentials();
  const ids: Partial<Record<DemoAccountKey, string>> = {};
  for (const key of CREATION_ORDER) {
    const { username } = DEMO_ACCOUNTS[key];
    const existing = await findUserIdByUsername(username);
    if (existing) {
      ids[key] = existing;
      continue;
    }
    const email = username.includes('@') ? username : null;
    const user = await createAccount(
      { username, email, password: DEMO_PASSWORD, profile: demoProfiles[key](ids) },
      { directory, clock: () => now },
    );
    ids[key] = user.id;
  }
  const all = ids as Record<DemoAccountKey, string>;
  await seedStaffRoster(all, now);
  await putSchools([...demoSchools(all.schoolAdmin), demoArabicSchool(all.arabicAdmin)]);
  // The school admin is also Demo Secondary's district administrator: its red School Administration menu.
  await setDistrictAdministrator(DEMO_OTHER_SCHOOL_ID, all.schoolAdmin, { administrator: true });
  for (const child of [all.child, all.secondChild]) await linkChild(all.parent, child);
  await linkChild(all.familyEs, all.childEs);
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await putUserService(all.personal, access('1', 'trial', 'home', inDays(20)));
  await putUserService(all.personal, access('4', 'subscription', 'home', inDays(-30)));
  await putUserService(all.child, access('2', 'subscription', 'home', inDays(200)));
  await putUserService(all.parent, access('2', 'subscription', 'home', inDays(200), { grantedByChildId: all.child }));
  // Apps and sharing: Leo's parent lets World Atlas know only his first name, and Spelling Bee (an
  // LTI tool, his subscription) no name at all: it knows him by its pairwise id alone.
  const leoSharing = { childId: all.secondChild, serviceId: '5', updatedBy: all.parent, updatedAt: now.toISOString() };
  await putAppSharing({ ...leoSharing, nameSharing: 'firstName', blocked: false });
  await putUserService(all.secondChild, access('4', 'subscription', 'home', inDays(200)));
  await putAppSharing({ ...leoSharing, serviceId: '4', nameSharing: 'none', blocked: false });
  // School access is derived from the school's services and the teacher's trials, never stored
  // per user: access items an earlier seed stored for the school accounts are removed.
  for (const schoolUser of [all.teacher, all.schoolAdmin, all.student]) await removeSchoolUserServices(schoolUser);
  const schoolAccess = demoSchoolAccess(all.teacher, now);
  for (const schoolService of schoolAccess.schoolServices) await putSchoolService(schoolService);
  for (const trial of schoolAccess.teacherTrials) await putTeacherTrial(trial);
  return all;
}

/** The demo data that takes work, for the accounts seedDemoAccounts made (see there). */
export async function seedDemoWork(
  all: Readonly<Record<DemoAccountKey, string>>,
  directory: SignInDirectory,
  now: Date,
  options: { siteUrl: string },
): Promise<void> {
  const classStudents = await seedDemoClasses(all, directory, now);
  await seedDemoStudentPasswords(Object.values(classStudents), all.student, directory);
  await seedDemoChildPasswords([all.child, all.secondChild, all.childEs], directory);
  await seedDemoImport(all.schoolAdmin, 'Ada Admin', now);
  await seedDuplicateSchools(directory, now);
  await seedDisabledAccount(directory, now);
  await seedDemoDataLink(all.staff, directory, now);
  await seedOperations(all, directory, now);
  await seedDemoJobs(all, directory, now);
  await seedDemoAppLaunch(all, Object.values(classStudents), options.siteUrl, now);
  await seedDemoRosterReads(now);
}
