import { describe, expect, it } from 'vitest';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { schoolSettingsEndpoints } from '../../shared/api/endpoints/school-settings';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import {
  classCodeClaims,
  getClassGroup,
  listClassTeachers,
  listStudentsInNoClass,
} from '../../functions/data/class-groups';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { loadSessionUser } from '../../functions/data/users';
import { DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { callEndpoint } from './support/call-endpoint';
import { auditOf } from './support/audit';
import { useLocalTable } from './support/local-table';
import { useTwoSchools } from './support/school-access';

const { createClassGroup, setClassTeachers, deleteClassGroups, addStudents, listSchoolClasses } = classesEndpoints;

async function classOf(as: { token: string } | 'schoolDataStaff', name: string, schoolId?: string) {
  const answer = await callEndpoint(createClassGroup, { body: { name, ...(schoolId ? { schoolId } : {}) }, as });
  expect(answer.status).toBe(201);
  return answer.data.classGroup;
}

describe('Manage Classes (setClassTeachers, deleteClassGroups)', () => {
  useLocalTable();
  const w = useTwoSchools();

  it("refuses the school's administration to its other teachers (403) and changes nothing: My School, Manage Teachers, Delete Classes, Students In No Class; the school's class list is only their own classes (school-and-family §6)", async () => {
    // Prepare
    const classGroup = await classOf(w.a.teacher.as, 'Refused 1');
    const notTheirs = await classOf(w.a.schoolAdmin.as, 'Refused 2');
    const params = { schoolId: w.a.school.id };
    const as = w.a.teacher.as;

    // Act
    const answers = await Promise.all([
      callEndpoint(schoolSettingsEndpoints.getSchoolSettings, { params, as }),
      callEndpoint(teachersEndpoints.listSchoolTeachers, { params, as }),
      callEndpoint(deleteClassGroups, { params, body: { classGroupIds: [classGroup.id] }, as }),
      callEndpoint(classesEndpoints.listStudentsInNoClass, { params, as }),
    ]);
    const ownView = await callEndpoint(listSchoolClasses, { params, as });
    const still = await callEndpoint(listSchoolClasses, { params, as: w.a.schoolAdmin.as });

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(answers[2]?.errors[0]?.detail).toBe(CLASS_MESSAGES.notAdministrator);
    expect(ownView.data.classGroups.every((each) => each.editable)).toBe(true);
    expect(ownView.data.classGroups.map((each) => each.id)).not.toContain(notTheirs.id);
    expect(still.data.classGroups.map((each) => each.id)).toContain(classGroup.id);
  });

  describe('PUT /api/class-groups/{id}/teachers', () => {
    it("replaces the class's teachers in one go with teachers of its school, and records it", async () => {
      // Prepare
      const classGroup = await classOf(w.a.teacher.as, 'Teachers 1');

      // Act
      const answer = await callEndpoint(setClassTeachers, {
        params: { classGroupId: classGroup.id },
        body: { teacherIds: [w.a.schoolAdmin.id, w.a.schoolAdmin.id] },
        as: w.a.schoolAdmin.as,
      });
      const stored = await listClassTeachers(classGroup.id);
      const audit = (await auditOf(w.a.schoolAdmin.id, 'class.teachers.set')).filter(
        (event) => event.detail['classGroupId'] === classGroup.id,
      );

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.classGroup.teachers.map((teacher) => teacher.id)).toEqual([w.a.schoolAdmin.id]);
      expect(stored.map((teacher) => teacher.userId)).toEqual([w.a.schoolAdmin.id]);
      expect(audit.map((event) => [...event.subjectIds].sort())).toEqual([[w.a.schoolAdmin.id, w.a.teacher.id].sort()]);
    });

    it('refuses a teacher of another school by name (422) and a student, and changes nothing', async () => {
      // Prepare
      const classGroup = await classOf(w.a.teacher.as, 'Teachers 2');
      const outsider = await loadSessionUser(w.b.teacher.id);

      // Act
      const [answer, student] = await Promise.all([
        callEndpoint(setClassTeachers, {
          params: { classGroupId: classGroup.id },
          body: { teacherIds: [w.a.schoolAdmin.id, w.b.teacher.id] },
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(setClassTeachers, {
          params: { classGroupId: classGroup.id },
          body: { teacherIds: [w.a.student.id] },
          as: w.a.schoolAdmin.as,
        }),
      ]);

      // Assess
      expect(answer.status).toBe(422);
      expect(answer.errors.map((error) => error.detail)).toEqual([
        CLASS_MESSAGES.teacherNotOfSchool(`${outsider?.firstName} ${outsider?.lastName}`),
      ]);
      expect(answer.errors[0]?.source?.pointer).toContain('teacherIds/1');
      expect(student.status).toBe(422);
      expect((await listClassTeachers(classGroup.id)).map((teacher) => teacher.userId)).toEqual([w.a.teacher.id]);
    });

    it("refuses the class's own teacher who is not an administrator (403), another school's administrator (404) and an unknown class (404)", async () => {
      // Prepare
      const classGroup = await classOf(w.a.teacher.as, 'Teachers 3');
      const params = { classGroupId: classGroup.id };

      // Act
      const answers = await Promise.all([
        callEndpoint(setClassTeachers, { params, body: { teacherIds: [] }, as: w.a.teacher.as }),
        callEndpoint(setClassTeachers, { params, body: { teacherIds: [] }, as: w.b.schoolAdmin.as }),
        callEndpoint(setClassTeachers, {
          params: { classGroupId: 'no-such-class' },
          body: { teacherIds: [] },
          as: w.a.schoolAdmin.as,
        }),
      ]);

      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([403, 404, 404]);
      expect((await listClassTeachers(classGroup.id)).map((teacher) => teacher.userId)).toEqual([w.a.teacher.id]);
    });

    it('admits a district administrator of the school and school.manage staff of Demo Secondary', async () => {
      // Prepare
      const classGroup = await classOf(w.a.teacher.as, 'Teachers 4');
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: true });
      const staffClass = await classOf('schoolDataStaff', 'Staff Class', DEMO_OTHER_SCHOOL_ID);

      // Act
      const district = await callEndpoint(setClassTeachers, {
        params: { classGroupId: classGroup.id },
        body: { teacherIds: [] },
        as: w.b.teacher.as,
      });
      const staff = await callEndpoint(setClassTeachers, {
        params: { classGroupId: staffClass.id },
        body: { teacherIds: [] },
        as: 'schoolDataStaff',
      });
      const staffElsewhere = await callEndpoint(setClassTeachers, {
        params: { classGroupId: classGroup.id },
        body: { teacherIds: [] },
        as: 'schoolDataStaff',
      });
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: false });
      await callEndpoint(deleteClassGroups, {
        params: { schoolId: DEMO_OTHER_SCHOOL_ID },
        body: { classGroupIds: [staffClass.id] },
        as: 'schoolDataStaff',
      });

      // Assess
      expect([district.status, staff.status, staffElsewhere.status]).toEqual([200, 200, 404]);
      expect(district.data.classGroup.teachers).toEqual([]);
    });
  });

  describe('POST /api/schools/{id}/delete-class-groups', () => {
    it('deletes the classes, their codes and places; the students stay in the school, now in no class; audited', async () => {
      // Prepare
      const [first, second, kept] = await Promise.all([
        classOf(w.a.teacher.as, 'Delete 1'),
        classOf(w.a.schoolAdmin.as, 'Delete 2'),
        classOf(w.a.schoolAdmin.as, 'Keep'),
      ]);
      await callEndpoint(addStudents, {
        params: { classGroupId: first.id },
        body: { studentIds: [w.a.student.id] },
        as: w.a.schoolAdmin.as,
      });

      // Act
      const answer = await callEndpoint(deleteClassGroups, {
        params: { schoolId: w.a.school.id },
        body: { classGroupIds: [first.id, second.id] },
        as: w.a.schoolAdmin.as,
      });
      const [classes, inNoClass, student, claim, teachers, listed, audit] = await Promise.all([
        Promise.all([first, second, kept].map((classGroup) => getClassGroup(classGroup.id))),
        listStudentsInNoClass(w.a.school.id),
        loadSessionUser(w.a.student.id),
        classCodeClaims.get({ code: first.code }),
        listClassTeachers(first.id),
        callEndpoint(listSchoolClasses, { params: { schoolId: w.a.school.id }, as: w.a.schoolAdmin.as }),
        auditOf(w.a.schoolAdmin.id, 'classes.delete'),
      ]);

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.deleted).toEqual([first.id, second.id]);
      expect(classes.map((classGroup) => classGroup?.id ?? null)).toEqual([null, null, kept.id]);
      expect(claim).toBeNull();
      expect(teachers).toEqual([]);
      expect(student).toMatchObject({ schoolId: w.a.school.id, status: 'active' });
      expect(inNoClass.students.map((one) => one.id)).toContain(w.a.student.id);
      expect(listed.data.classGroups.map((classGroup) => classGroup.id)).not.toContain(first.id);
      expect(audit.at(-1)).toMatchObject({
        subjectIds: [w.a.student.id],
        schoolId: w.a.school.id,
        detail: { classNames: 'Delete 1, Delete 2' },
      });
    });

    it('refuses a class of another school among them (404) and deletes none; an empty selection is 422', async () => {
      // Prepare
      const [own, other] = await Promise.all([
        classOf(w.a.schoolAdmin.as, 'Mine'),
        classOf(w.b.schoolAdmin.as, 'Theirs'),
      ]);

      // Act
      const [mixed, empty] = await Promise.all([
        callEndpoint(deleteClassGroups, {
          params: { schoolId: w.a.school.id },
          body: { classGroupIds: [own.id, other.id] },
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(deleteClassGroups, {
          params: { schoolId: w.a.school.id },
          body: { classGroupIds: [] },
          as: w.a.schoolAdmin.as,
        }),
      ]);

      // Assess
      expect(mixed.status).toBe(404);
      expect(mixed.errors[0]?.detail).toBe(CLASS_MESSAGES.classesOfAnotherSchool);
      expect(empty.status).toBe(422);
      expect(empty.errors[0]?.detail).toBe(CLASS_MESSAGES.noClassesSelected);
      expect(
        (await Promise.all([getClassGroup(own.id), getClassGroup(other.id)])).map((classGroup) => classGroup?.id),
      ).toEqual([own.id, other.id]);
    });

    it("refuses a teacher of the school who is not an administrator (403) and another school's administrator (404); admits a district administrator", async () => {
      // Prepare
      const classGroup = await classOf(w.a.teacher.as, 'Guarded');
      const body = { classGroupIds: [classGroup.id] };
      const params = { schoolId: w.a.school.id };

      // Act
      const [teacher, otherAdmin] = await Promise.all([
        callEndpoint(deleteClassGroups, { params, body, as: w.a.teacher.as }),
        callEndpoint(deleteClassGroups, { params, body, as: w.b.schoolAdmin.as }),
      ]);
      const stillThere = await getClassGroup(classGroup.id);
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: true });
      const district = await callEndpoint(deleteClassGroups, { params, body, as: w.b.teacher.as });
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: false });

      // Assess
      expect([teacher.status, otherAdmin.status, district.status]).toEqual([403, 404, 200]);
      expect(teacher.errors[0]?.detail).toBe(CLASS_MESSAGES.notAdministrator);
      expect(stillThere?.id).toBe(classGroup.id);
      expect(await getClassGroup(classGroup.id)).toBeNull();
    });
  });
});
