import { createHash, randomUUID } from 'node:crypto';
import { apiCredentials } from '../../functions/data/api-credentials';
import { sendBatchWrite } from '../../functions/data/batch-write';
import { classGroups, classMembers, classTeachers } from '../../functions/data/class-groups';
import { putSchoolService } from '../../functions/data/school-services';
import { putSchools } from '../../functions/data/schools';
import { userProfiles } from '../../functions/data/users';
import { signAccessToken } from '../../functions/domain/oneroster/auth/access-tokens';
import { ROSTER_SCOPES, type RosterScope } from '../../shared/schemas/api-credentials';
import type { School } from '../../shared/schemas/schools';
import type { SessionUser } from '../../shared/schemas/user';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { aUser } from '../unit/rules/fixtures';
import { aSchool } from './schools';

/**
 * Rosters for the OneRoster tests and bench, written straight to the table (the data layer must
 * point at the twin's: useLocalTable in a test, the twin's own process in a bench).
 */

/**
 * The app the OneRoster tests read as: an integrated, enabled demo app no other test file grants
 * schools, so its schools are the ones these files make (each test still names its own school).
 */
const app = DEMO_SERVICES.find((service) => service.identifier === 'science-lab');
if (!app) throw new Error('The demo library has no science-lab');
export const ROSTER_APP_ID = app.id;

/** A person of a school with a fresh id and username. */
function person(fields: Partial<SessionUser>): SessionUser {
  const id = randomUUID();
  return aUser({ id, username: `user-${id.slice(0, 8)}`, email: null, ...fields });
}

/** A client of the app with its own credential, and a token for the scopes asked (all three unless given). */
export async function rosterToken(
  scopes: readonly RosterScope[] = ROSTER_SCOPES,
  serviceId = ROSTER_APP_ID,
): Promise<{ token: string; clientId: string }> {
  const clientId = `test-${randomUUID()}`;
  const tokenKey = createHash('sha256').update(clientId).digest('base64url');
  await apiCredentials.put({
    clientId,
    serviceId,
    scopes: [...ROSTER_SCOPES],
    createdAt: new Date().toISOString(),
    createdBy: 'oneroster test',
    rotatedAt: null,
    rotatedBy: null,
    revokedAt: null,
    revokedBy: null,
    lastUsedAt: null,
    secretHash: createHash('sha256').update('unused').digest('hex'),
    tokenKey,
  });
  return { token: await signAccessToken({ clientId, tokenKey }, scopes, new Date()), clientId };
}

export interface RosterSchoolWorld {
  school: School;
  classIds: string[];
  studentIds: string[];
  teacherIds: string[];
}

/**
 * A school written straight to the table with batch writes: `classes` classes, `students` students
 * spread over them (each in one class), a teacher per class, and the app held by subscription.
 * Students are named Student S00000…, in order, so a test knows who is who.
 */
export async function rosterSchool(
  sizes: { classes: number; students: number },
  options: { held?: boolean; school?: Partial<School> } = {},
): Promise<RosterSchoolWorld> {
  const school = aSchool(options.school);
  await putSchools([school]);
  const at = new Date().toISOString();
  const classIds = Array.from({ length: sizes.classes }, () => randomUUID());
  const students = Array.from({ length: sizes.students }, (_, index) =>
    person({
      schoolId: school.id,
      schoolRole: 'student',
      firstName: `Student`,
      lastName: `S${String(index).padStart(5, '0')}`,
      schoolKey: `SID${index}`,
      email: `s${index}-${school.id.slice(0, 6)}@school.example`,
    }),
  );
  const teachers = classIds.map((_, index) =>
    person({ schoolId: school.id, schoolRole: 'teacher', firstName: 'Teacher', lastName: `T${index}` }),
  );
  const items = [
    ...students.map((student) => userProfiles.toItem(student)),
    ...teachers.map((teacher) => userProfiles.toItem(teacher)),
    ...classIds.map((id, index) =>
      classGroups.toItem({ id, schoolId: school.id, name: `Class ${index}`, code: `C${id.slice(0, 7)}` }),
    ),
    ...students.map((student, index) =>
      classMembers.toItem({
        classId: classIds[index % classIds.length] ?? '',
        userId: student.id,
        schoolId: school.id,
        joinedAt: at,
      }),
    ),
    ...teachers.map((teacher, index) =>
      classTeachers.toItem({ classId: classIds[index] ?? '', userId: teacher.id, schoolId: school.id, assignedAt: at }),
    ),
  ];
  const batches: (typeof items)[] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  for (let start = 0; start < batches.length; start += 4)
    await Promise.all(
      batches.slice(start, start + 4).map((batch) => sendBatchWrite(batch.map((Item) => ({ PutRequest: { Item } })))),
    );
  if (options.held !== false)
    await putSchoolService({
      schoolId: school.id,
      serviceId: ROSTER_APP_ID,
      subscriptionEnd: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString(),
      trialEnd: null,
      perpetual: false,
      updatedAt: at,
    });
  return {
    school,
    classIds,
    studentIds: students.map((student) => student.id),
    teacherIds: teachers.map((teacher) => teacher.id),
  };
}
