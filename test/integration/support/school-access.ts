import { beforeAll } from 'vitest';
import { putSchoolService } from '../../../functions/data/school-services';
import { putSchools } from '../../../functions/data/schools';
import { updateProfile } from '../../../functions/data/users';
import type { School } from '../../../shared/schemas/schools';
import type { SchoolService } from '../../../shared/schemas/school-access';
import type { ProfileChanges } from '../../../functions/data/users';
import { freshAccount } from './accounts';
import { aSchool } from '../../support/schools';

const DAY_MS = 24 * 60 * 60 * 1000;

export function inDays(days: number, from = new Date()): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

/** A freshly registered account made a member of a school (the profile is read on every call). */
async function member(schoolId: string, changes: ProfileChanges) {
  const account = await freshAccount(changes.schoolRole === 'student' ? 'home' : 'teacher');
  await updateProfile(account.user.id, { schoolId, ...changes });
  return { id: account.user.id, as: account.as, email: account.form.email };
}

export type SchoolMember = Awaited<ReturnType<typeof member>>;

/** A fresh, searchable school with a teacher, a school admin and a student, each signed in. */
export async function schoolWithMembers(fields: Partial<School> = {}) {
  const school = aSchool(fields);
  await putSchools([school]);
  const [teacher, schoolAdmin, student] = await Promise.all([
    member(school.id, { schoolRole: 'teacher', isSchoolAdmin: false }),
    member(school.id, { schoolRole: 'teacher', isSchoolAdmin: true }),
    member(school.id, { schoolRole: 'student', homeRole: null, isSchoolAdmin: false }),
  ]);
  // As a school's creator or staff make one: the administrator is named on the school too.
  const administered = { ...school, administrators: [schoolAdmin.id] };
  await putSchools([administered]);
  return { school: administered, teacher, schoolAdmin, student };
}

/** Writes a school's access to one service straight to the table. */
export function grantSchoolService(
  schoolId: string,
  serviceId: string,
  fields: Partial<Omit<SchoolService, 'schoolId' | 'serviceId'>>,
): Promise<void> {
  return putSchoolService({
    schoolId,
    serviceId,
    subscriptionEnd: null,
    trialEnd: null,
    perpetual: false,
    updatedAt: new Date().toISOString(),
    ...fields,
  });
}

export type SchoolWorld = Awaited<ReturnType<typeof schoolWithMembers>>;

/** Two fresh schools with their members, made before a describe block's tests (read them in the tests). */
export function useTwoSchools(): { a: SchoolWorld; b: SchoolWorld } {
  const world = {} as { a: SchoolWorld; b: SchoolWorld };
  beforeAll(async () => {
    [world.a, world.b] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);
  }, 120_000);
  return world;
}
