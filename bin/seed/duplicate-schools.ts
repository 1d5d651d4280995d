import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { addClassMember, assignTeacher, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { putSchools } from '../../functions/data/schools';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { createAccount, type NewAccountProfile } from '../../functions/domain/core/accounts/accounts';
import type { School } from '../../shared/schemas/schools';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_OTHER_SCHOOL_ID } from './demo-profiles';
import { DEMO_SCHOOL_BASE } from './schools';

/** Riverbend Primary School, and the copy of it a teacher created by mistake: staff merge the copy into it (Merge). */
export const DEMO_MERGE_KEEP_ID = 'demo-riverbend';
export const DEMO_MERGE_COPY_ID = 'demo-riverbend-copy';
/** A Demo Secondary teacher with a password account, for Move Teacher. */
export const DEMO_MOVABLE_TEACHER = 'milo@demo.example';

const BASE = { ...DEMO_SCHOOL_BASE, stateId: 'AU-NSW', phone: null } as const;

function teacherProfile(
  firstName: string,
  lastName: string,
  schoolId: string,
  isSchoolAdmin: boolean,
): NewAccountProfile {
  return {
    title: null,
    firstName,
    lastName,
    countryId: 'AU',
    homeRole: null,
    schoolRole: 'teacher',
    isSchoolAdmin,
    schoolId,
    parentId: null,
    staffRoles: [],
  };
}

async function account(
  username: string,
  email: string | null,
  profile: NewAccountProfile,
  directory: SignInDirectory,
  now: Date,
): Promise<string> {
  return (
    (await findUserIdByUsername(username)) ??
    (await createAccount({ username, email, password: DEMO_PASSWORD, profile }, { directory, clock: () => now })).id
  );
}

/**
 * The Merge and Move Teacher demo (idempotent): the copy of Riverbend Primary that Rory Rivers
 * created (unvetted, with class 3R and its student), the school it copies, and Milo Mover of Demo
 * Secondary, who signs in with a password and so can be moved.
 */
export async function seedDuplicateSchools(directory: SignInDirectory, now: Date): Promise<void> {
  const rory = await account(
    'rory@demo.example',
    'rory@demo.example',
    teacherProfile('Rory', 'Rivers', DEMO_MERGE_COPY_ID, true),
    directory,
    now,
  );
  const schools: School[] = [
    {
      ...BASE,
      id: DEMO_MERGE_KEEP_ID,
      name: 'Riverbend Primary School',
      address: '5 River Road',
      city: 'Riverbend',
      postcode: '2750',
      code: 'AU0000004',
      vetted: true,
      administrators: [],
      createdAt: '2025-02-01T00:00:00.000Z',
    },
    {
      ...BASE,
      id: DEMO_MERGE_COPY_ID,
      name: 'Riverbend PS',
      address: null,
      city: 'Riverbend',
      postcode: '2753',
      code: 'AU0000005',
      vetted: false,
      administrators: [rory],
      createdAt: '2026-03-01T00:00:00.000Z',
    },
  ];
  await putSchools(schools);
  const group: ClassGroup = { id: 'demo-riverbend-3r', schoolId: DEMO_MERGE_COPY_ID, name: '3R', code: 'RIVER3' };
  await putClassGroup(group);
  await assignTeacher(group, rory, now);
  const rosie = await account(
    'rosie-demo',
    null,
    { ...teacherProfile('Rosie', 'Reed', DEMO_MERGE_COPY_ID, false), schoolRole: 'student' },
    directory,
    now,
  );
  await addClassMember(group, rosie, now);
  await account(
    DEMO_MOVABLE_TEACHER,
    DEMO_MOVABLE_TEACHER,
    teacherProfile('Milo', 'Mover', DEMO_OTHER_SCHOOL_ID, false),
    directory,
    now,
  );
}
