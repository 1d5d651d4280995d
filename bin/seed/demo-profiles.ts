import { STAFF_ROLE_PRESETS } from '../../shared/permissions';
import type { NewAccountProfile } from '../../functions/domain/core/accounts/accounts';
import type { DemoAccountKey } from './demo-accounts';

export const DEMO_SCHOOL_ID = 'demo-primary';
/** Class 3B of Demo Primary School (student-demo's class); students join it with its code. */
export const DEMO_CLASS = { id: 'demo-3b', schoolId: DEMO_SCHOOL_ID, name: '3B', code: 'HAPPY3B' } as const;
/** A second school, for staff whose roles are limited to one school. */
export const DEMO_OTHER_SCHOOL_ID = 'demo-secondary';
/** An Arabic-speaking school: its members start in Arabic, its cards and letters print in it. */
export const DEMO_ARABIC_SCHOOL_ID = 'demo-al-noor';

/** A personal account in Australia, with no roles: what each demo profile starts from. */
export const baseProfile: NewAccountProfile = {
  title: null,
  firstName: '',
  lastName: '',
  countryId: 'AU',
  homeRole: null,
  schoolRole: null,
  isSchoolAdmin: false,
  schoolId: null,
  parentId: null,
  staffRoles: [],
};

/** The profile of each demo account; children name their parent, so parents are created first. */
export const demoProfiles: Record<DemoAccountKey, (ids: Partial<Record<DemoAccountKey, string>>) => NewAccountProfile> =
  {
    personal: () => ({ ...baseProfile, title: 'Ms.', firstName: 'Pat', lastName: 'Personal' }),
    parent: () => ({ ...baseProfile, title: 'Mrs.', firstName: 'Paula', lastName: 'Parent', homeRole: 'parent' }),
    child: (ids) => ({
      ...baseProfile,
      firstName: 'Mia',
      lastName: 'Parent',
      homeRole: 'child',
      parentId: ids.parent ?? null,
    }),
    secondChild: (ids) => ({
      ...baseProfile,
      firstName: 'Leo',
      lastName: 'Parent',
      homeRole: 'child',
      parentId: ids.parent ?? null,
    }),
    teacher: () => ({
      ...baseProfile,
      title: 'Mr.',
      firstName: 'Tom',
      lastName: 'Teacher',
      schoolRole: 'teacher',
      schoolId: DEMO_SCHOOL_ID,
    }),
    schoolAdmin: () => ({
      ...baseProfile,
      title: 'Dr.',
      firstName: 'Ada',
      lastName: 'Admin',
      schoolRole: 'teacher',
      isSchoolAdmin: true,
      schoolId: DEMO_SCHOOL_ID,
    }),
    student: () => ({
      ...baseProfile,
      firstName: 'Sam',
      lastName: 'Student',
      schoolRole: 'student',
      schoolId: DEMO_SCHOOL_ID,
    }),
    familyEs: () => ({
      ...baseProfile,
      title: 'Mrs.',
      firstName: 'Lucía',
      lastName: 'García',
      homeRole: 'parent',
      language: 'es',
    }),
    childEs: (ids) => ({
      ...baseProfile,
      firstName: 'Sofía',
      lastName: 'García',
      homeRole: 'child',
      parentId: ids.familyEs ?? null,
      language: 'es',
    }),
    arabicAdmin: () => ({
      ...baseProfile,
      title: 'Ms.',
      firstName: 'Noor',
      lastName: 'Haddad',
      schoolRole: 'teacher',
      isSchoolAdmin: true,
      schoolId: DEMO_ARABIC_SCHOOL_ID,
      language: 'ar',
    }),
    staff: () => ({
      ...baseProfile,
      title: 'Ms.',
      firstName: 'Stella',
      lastName: 'Staff',
      staffRoles: STAFF_ROLE_PRESETS.admin.map((code) => ({ code, context: null })),
    }),
    teleStaff: () => ({
      ...baseProfile,
      title: 'Mr.',
      firstName: 'Theo',
      lastName: 'Tele',
      staffRoles: STAFF_ROLE_PRESETS.tele.map((code) => ({ code, context: null })),
    }),
    supportStaff: () => ({
      ...baseProfile,
      title: 'Mr.',
      firstName: 'Sol',
      lastName: 'Support',
      staffRoles: [{ code: 'saml', context: null }],
    }),
    schoolDataStaff: () => ({
      ...baseProfile,
      title: 'Ms.',
      firstName: 'Dana',
      lastName: 'Data',
      staffRoles: [{ code: 'school.manage', context: DEMO_OTHER_SCHOOL_ID }],
    }),
  };
