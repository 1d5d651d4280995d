import { beforeAll, describe, expect, it } from 'vitest';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { TEACHER_MESSAGES } from '../../shared/schemas/teacher';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { updateProfile } from '../../functions/data/users';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

const { listSchoolTeachers } = teachersEndpoints;
const { createClassGroup } = classesEndpoints;

type World = Awaited<ReturnType<typeof world>>;

async function world() {
  const [a, b, stored, outsider] = await Promise.all([schoolWithMembers(), schoolWithMembers(), freshAccount('teacher'), freshAccount('teacher')]);
  // A teacher school sign-on stored with the role admin is a teacher of the school too.
  await updateProfile(stored.user.id, { schoolId: a.school.id, schoolRole: 'admin', firstName: 'Aaron', lastName: 'Aardvark' });
  return { a, b, storedAsAdmin: { id: stored.user.id, as: stored.as }, outsider: { id: outsider.user.id, as: outsider.as } };
}

/** Manage Teachers (school-and-family §2, §5, §8): the school's administrators only. */
describe('teachers', () => {
  let w: World;
  beforeAll(async () => {
    useLocalTable();
    w = await world();
  }, 120_000);

  describe('GET /api/schools/{schoolId}/teachers', () => {
    it("lists the school's teachers by last name with their classes and administrator flag", async () => {
      // Prepare
      const params = { schoolId: w.a.school.id };
      const classGroup = (await callEndpoint(createClassGroup, { body: { name: 'Zebra Class' }, as: w.a.teacher.as })).data.classGroup;

      // Act
      const answer = await callEndpoint(listSchoolTeachers, { params, as: w.a.schoolAdmin.as });

      // Assess
      expect(answer.status).toBe(200);
      const ids = answer.data.teachers.map((teacher) => teacher.id);
      expect(ids).toEqual(expect.arrayContaining([w.a.teacher.id, w.a.schoolAdmin.id, w.storedAsAdmin.id]));
      expect(ids).not.toContain(w.a.student.id);
      expect(ids).toHaveLength(3);
      expect(ids[0]).toBe(w.storedAsAdmin.id);
      const names = answer.data.teachers.map((teacher) => teacher.lastName.toLowerCase());
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
      const teacher = answer.data.teachers.find((row) => row.id === w.a.teacher.id);
      const admin = answer.data.teachers.find((row) => row.id === w.a.schoolAdmin.id);
      expect(teacher?.classGroups).toEqual([{ id: classGroup.id, name: 'Zebra Class' }]);
      expect(teacher?.isSchoolAdmin).toBe(false);
      expect(admin?.isSchoolAdmin).toBe(true);
      expect(teacher?.username).toBe(w.a.teacher.email);
      expect(answer.data.school).toMatchObject({ id: w.a.school.id, restrictAccounts: false });
    });

    it('refuses a teacher of the school who is not its administrator (403), another school (404) and a teacher of no school (403)', async () => {
      // Prepare
      const params = { schoolId: w.a.school.id };

      // Act
      const [teacher, otherAdmin, noSchool] = await Promise.all([
        callEndpoint(listSchoolTeachers, { params, as: w.a.teacher.as }),
        callEndpoint(listSchoolTeachers, { params, as: w.b.schoolAdmin.as }),
        callEndpoint(listSchoolTeachers, { params, as: w.outsider.as }),
      ]);

      // Assess
      expect(teacher.status).toBe(403);
      expect(teacher.errors[0]?.detail).toBe(TEACHER_MESSAGES.onlyAdministrators);
      expect(otherAdmin.status).toBe(404);
      expect(noSchool.status).toBe(403);
    });

    it("admits a district administrator of the school, and school.manage staff for it", async () => {
      // Prepare
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: true });

      // Act
      const answer = await callEndpoint(listSchoolTeachers, { params: { schoolId: w.a.school.id }, as: w.b.teacher.as });
      const staff = await callEndpoint(listSchoolTeachers, { params: { schoolId: w.a.school.id }, as: 'staff' });
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: false });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.teachers.map((teacher) => teacher.id)).toContain(w.a.teacher.id);
      expect(staff.status).toBe(200);
    });
  });
});
