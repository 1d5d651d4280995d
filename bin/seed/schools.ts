import type { School } from '../../shared/schemas/schools';
import { DEMO_ARABIC_SCHOOL_ID, DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from './demo-profiles';

/** A school a teacher created that staff have not vetted yet, without an address: for the Schools tab's Vet and its note. */
export const DEMO_UNVETTED_SCHOOL_ID = 'demo-harbourside';
/** A vetted school staff have not identified against the CRM yet: the Schools tab's Identify, then public search finds it. */
export const DEMO_UNIDENTIFIED_SCHOOL_ID = 'demo-banksia-bay';
/** A school whose name has an apostrophe: the Schools tab finds it by `St Mary` and `st marys` alike (staff-console §2). */
export const DEMO_ST_MARYS_SCHOOL_ID = 'demo-st-marys';
/** A school a teacher made to try the portal and left empty: nothing ties it, so staff may Delete School (each start brings it back). */
export const DEMO_EMPTY_SCHOOL = {
  id: 'demo-test-school',
  name: 'Test School Please Ignore',
  code: 'AU0000010',
} as const;

/** What the demo schools share: Australian, flagged demo, searchable. */
export const DEMO_SCHOOL_BASE = {
  countryId: 'AU',
  competitive: false,
  studentNamesInReports: 'initials',
  demo: true,
  hidden: false,
  vetted: true,
  identified: true,
  marketingBlockExpiry: null,
  trialLockEnd: null,
  email: null,
  flagReason: null,
  flaggedAt: null,
  flaggedBy: null,
  createdAt: '2026-01-05T00:00:00.000Z',
} as const;

/**
 * The demo schools, searchable on /school-identification: Demo Primary School (the demo teacher's,
 * school admin's and student's; the school admin is its administrator) and Demo Secondary School
 * (linked to the mock school sign-on provider; the school admin is its district administrator,
 * listed by the seed after the schools are written), Harbourside Community School, not yet
 * vetted, and Banksia Bay Primary School, vetted but not identified: only the staff console finds
 * these two until staff vet or identify them. St Mary's College, found by its name spelt with or
 * without the apostrophe.
 */
export function demoSchools(schoolAdminId: string): School[] {
  return [
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_SCHOOL_ID,
      name: 'Demo Primary School',
      address: '12 Learning Lane',
      city: 'Sydney',
      postcode: '2000',
      phone: '02 9000 1000',
      stateId: 'AU-NSW',
      code: 'AU0000001',
      administrators: [schoolAdminId],
    },
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_OTHER_SCHOOL_ID,
      name: 'Demo Secondary School',
      address: '40 Scholar Street',
      city: 'Melbourne',
      postcode: '3000',
      phone: '03 9000 2000',
      stateId: 'AU-VIC',
      code: 'AU0000002',
      administrators: [],
    },
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_UNVETTED_SCHOOL_ID,
      name: 'Harbourside Community School',
      address: null,
      city: 'Manly',
      postcode: '2095',
      phone: null,
      stateId: 'AU-NSW',
      code: 'AU0000003',
      demo: false,
      vetted: false,
      administrators: [],
    },
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_UNIDENTIFIED_SCHOOL_ID,
      name: 'Banksia Bay Primary School',
      address: '8 Banksia Road',
      city: 'Byron Bay',
      postcode: '2481',
      phone: '02 6600 8000',
      stateId: 'AU-NSW',
      code: 'AU0000009',
      demo: false,
      identified: false,
      administrators: [],
    },
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_ST_MARYS_SCHOOL_ID,
      name: "St Mary's College",
      address: '3 Church Street',
      city: 'Parramatta',
      postcode: '2150',
      phone: '02 9600 3000',
      stateId: 'AU-NSW',
      code: 'AU0000011',
      administrators: [],
    },
    {
      ...DEMO_SCHOOL_BASE,
      id: DEMO_EMPTY_SCHOOL.id,
      name: DEMO_EMPTY_SCHOOL.name,
      address: null,
      city: 'Sydney',
      postcode: '2999',
      phone: null,
      stateId: 'AU-NSW',
      code: DEMO_EMPTY_SCHOOL.code,
      demo: false,
      vetted: false,
      identified: false,
      administrators: [],
    },
  ];
}

/**
 * Al Noor School, whose language is Arabic (docs/using/languages.md): its administrator's portal
 * opens in Arabic, students made in it start in Arabic, and its class 5A's login cards and home
 * letters print in Arabic, right to left.
 */
export function demoArabicSchool(administratorId: string): School {
  return {
    ...DEMO_SCHOOL_BASE,
    id: DEMO_ARABIC_SCHOOL_ID,
    name: 'Al Noor School',
    address: '7 Cedar Street',
    city: 'Lakemba',
    postcode: '2195',
    phone: null,
    stateId: 'AU-NSW',
    code: 'AU0000012',
    administrators: [administratorId],
    language: 'ar',
  };
}
