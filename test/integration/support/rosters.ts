import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

export interface RosterFixture {
  teachers: { id: string; givenName: string; familyName: string; email: string; classIds: string[] }[];
  students: { id: string; givenName: string; familyName: string; identifier: string; classIds: string[] }[];
  classes: { id: string; title: string }[];
  /** People of the school with no role or enrolment (a parent): the sync skips them. */
  others?: { id: string; givenName: string; familyName: string }[];
}

const MANIFEST = [
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  ...['orgs', 'users', 'classes', 'enrollments'].map((file) => `file.${file},bulk`),
].join('\n');

/** A school of the test run's OneRoster source: in its directory, with a postcode of its own. */
export async function rosterSchool(): Promise<{ orgId: string; name: string; postcode: string }> {
  const orgId = `org-${randomUUID()}`;
  const postcode = String(1000 + Math.floor(Math.random() * 8999));
  const name = `Roster School ${orgId.slice(4, 10)}`;
  await appendFile(
    path.join(inject('rosterDir'), 'directory.csv'),
    `${orgId},${name},1 Test Street,Testville,${postcode},Australia\n`,
  );
  return { orgId, name, postcode };
}

/** Shares a bulk OneRoster export of the school (named to sort after earlier ones): access is then granted. */
export async function shareRoster(orgId: string, roster: RosterFixture, bundle = `${Date.now()}-bulk`): Promise<void> {
  const folder = path.join(inject('rosterDir'), orgId, bundle);
  await mkdir(folder, { recursive: true });
  const at = new Date().toISOString();
  const people = [
    ...roster.teachers.map((teacher) => ({ ...teacher, identifier: '', role: 'teacher' })),
    ...roster.students.map((student) => ({ ...student, email: '', role: 'student' })),
    ...(roster.others ?? []).map((other) => ({
      ...other,
      identifier: '',
      email: '',
      role: '',
      classIds: [] as string[],
    })),
  ];
  await Promise.all([
    writeFile(path.join(folder, 'manifest.csv'), MANIFEST),
    writeFile(
      path.join(folder, 'orgs.csv'),
      `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\n${orgId},,${at},Roster School,school,,\n`,
    ),
    writeFile(
      path.join(folder, 'classes.csv'),
      `sourcedId,status,dateLastModified,title,schoolSourcedId\n${roster.classes.map((group) => `${group.id},,${at},${group.title},${orgId}`).join('\n')}\n`,
    ),
    writeFile(
      path.join(folder, 'users.csv'),
      `sourcedId,status,dateLastModified,enabledUser,givenName,familyName,identifier,email,primaryOrgSourcedId\n${people.map((person) => `${person.id},,${at},true,${person.givenName},${person.familyName},${person.identifier},${person.email},${orgId}`).join('\n')}\n`,
    ),
    writeFile(
      path.join(folder, 'enrollments.csv'),
      `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role\n${people
        .flatMap((person) =>
          person.classIds.map(
            (classId) => `${person.id}-${classId},,${at},${classId},${orgId},${person.id},${person.role}`,
          ),
        )
        .join('\n')}\n`,
    ),
  ]);
}
