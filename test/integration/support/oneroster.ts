import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { apiCredentials } from '../../../functions/data/api-credentials';
import { sendBatchWrite } from '../../../functions/data/batch-write';
import { classGroups, classMembers, classTeachers } from '../../../functions/data/class-groups';
import { putSchools } from '../../../functions/data/schools';
import { userProfiles } from '../../../functions/data/users';
import { signAccessToken } from '../../../functions/domain/oneroster/auth/access-tokens';
import { ONEROSTER_ROSTERING_PATH } from '../../../shared/api/endpoints/oneroster';
import { ROSTER_SCOPES, type RosterScope } from '../../../shared/schemas/api-credentials';
import type { School } from '../../../shared/schemas/schools';
import { DEMO_SERVICES } from '../../../bin/seed/services';
import { aSchool } from '../../support/schools';
import { profile } from './local-table';
import { portal } from './portal-client';
import { grantSchoolService, inDays } from './school-access';

/**
 * The app the OneRoster tests read as: an integrated, enabled demo app no other test file grants schools,
 * so its schools are the ones these files make (each test still names its own school).
 */
const app = DEMO_SERVICES.find((service) => service.identifier === 'science-lab');
if (!app) throw new Error('The demo library has no science-lab');
export const ROSTER_APP_ID = app.id;

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

export interface RosterAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** GET under the service's base path, with the token as a Bearer (none when null). */
export async function readRoster(path: string, token: string | null): Promise<RosterAnswer> {
  const response = await fetch(`${portal().url}${ONEROSTER_ROSTERING_PATH}${path}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body };
}

/** The records of a list answer under its key, after checking the answer is a 200. */
export function recordsOf(answer: RosterAnswer, key: string): Record<string, unknown>[] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body[key] as Record<string, unknown>[];
}

/** What imsx_StatusInfo says: its codeMajor, severity, codeMinor and description. */
export function imsxOf(answer: RosterAnswer) {
  const minor = answer.body['imsx_CodeMinor'] as {
    imsx_codeMinorField: { imsx_codeMinorFieldValue: string }[];
  };
  return {
    status: answer.status,
    codeMajor: answer.body['imsx_codeMajor'],
    severity: answer.body['imsx_severity'],
    codeMinor: minor.imsx_codeMinorField[0]?.imsx_codeMinorFieldValue,
    description: String(answer.body['imsx_description']),
  };
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
    profile({
      schoolId: school.id,
      schoolRole: 'student',
      firstName: `Student`,
      lastName: `S${String(index).padStart(5, '0')}`,
      schoolKey: `SID${index}`,
      email: `s${index}-${school.id.slice(0, 6)}@school.example`,
    }),
  );
  const teachers = classIds.map((_, index) =>
    profile({ schoolId: school.id, schoolRole: 'teacher', firstName: 'Teacher', lastName: `T${index}` }),
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
  if (options.held !== false) await grantSchoolService(school.id, ROSTER_APP_ID, { subscriptionEnd: inDays(365) });
  return {
    school,
    classIds,
    studentIds: students.map((student) => student.id),
    teacherIds: teachers.map((teacher) => teacher.id),
  };
}
