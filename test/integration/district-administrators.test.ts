import { beforeAll, describe, expect, it } from 'vitest';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { studentDocumentsEndpoints } from '../../shared/api/endpoints/student-documents';
import { getSchool } from '../../functions/data/schools';
import { setDistrictAdministrator, setSchoolAdministrator } from '../../functions/data/school-administrators';
import { loadSessionUser } from '../../functions/data/users';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

const { listMyClasses, listSchoolClasses, listStudentsInNoClass } = classesEndpoints;
const { exportSchoolStudentsCsv } = studentDocumentsEndpoints;
const { deleteTeacher } = teachersEndpoints;

/**
 * District administrators (school-and-family §6): a teacher of one school listed against others
 * administers those schools as their own administrators do, and sees them as red menus.
 */
describe('district administrators', () => {
  useLocalTable();
  let home: Awaited<ReturnType<typeof schoolWithMembers>>;
  let district: Awaited<ReturnType<typeof schoolWithMembers>>;

  beforeAll(async () => {
    [home, district] = await Promise.all([
      schoolWithMembers({ name: 'Home Primary School' }),
      schoolWithMembers({ name: 'District High School' }),
    ]);
  });

  it('a teacher listed against another school gets its red menu and administers it, until taken off', async () => {
    // Prepare
    const listed = await setDistrictAdministrator(district.school.id, home.teacher.id, { administrator: true });
    const params = { schoolId: district.school.id };

    // Act
    const [mine, classes, inNoClass, csv] = await Promise.all([
      callEndpoint(listMyClasses, { as: home.teacher.as }),
      callEndpoint(listSchoolClasses, { params, as: home.teacher.as }),
      callEndpoint(listStudentsInNoClass, { params, as: home.teacher.as }),
      callEndpoint(exportSchoolStudentsCsv, { params, as: home.teacher.as }),
    ]);
    const [profile, school] = await Promise.all([loadSessionUser(home.teacher.id), getSchool(district.school.id)]);
    await setDistrictAdministrator(district.school.id, home.teacher.id, { administrator: false });
    const afterwards = await Promise.all([
      callEndpoint(listMyClasses, { as: home.teacher.as }),
      callEndpoint(listStudentsInNoClass, { params, as: home.teacher.as }),
    ]);

    // Assess
    expect(listed).toBe(true);
    expect(mine.status).toBe(200);
    expect(mine.data.administeredSchools).toEqual([
      {
        id: district.school.id,
        name: 'District High School',
        city: district.school.city,
        postcode: district.school.postcode,
      },
    ]);
    expect(mine.data.school?.id).toBe(home.school.id);
    expect([classes.status, inNoClass.status, csv.status]).toEqual([200, 200, 200]);
    expect(inNoClass.data.students.map((student) => student.id)).toContain(district.student.id);
    expect(profile?.districtSchoolIds).toEqual([district.school.id]);
    expect(school?.administrators).toEqual(expect.arrayContaining([district.schoolAdmin.id, home.teacher.id]));
    expect(afterwards[0].data.administeredSchools).toEqual([]);
    // Administering no school any more, the route's rule refuses them as any teacher who is not an administrator.
    expect(afterwards[1].status).toBe(403);
    expect((await getSchool(district.school.id))?.administrators).toEqual([district.schoolAdmin.id]);
  });

  it("a district administrator's own school stays as it was: a teacher there is no administrator of it", async () => {
    // Prepare
    await setDistrictAdministrator(district.school.id, home.teacher.id, { administrator: true });

    // Act
    const [ownInNoClass, ownCsv] = await Promise.all([
      callEndpoint(listStudentsInNoClass, { params: { schoolId: home.school.id }, as: home.teacher.as }),
      callEndpoint(exportSchoolStudentsCsv, { params: { schoolId: home.school.id }, as: home.teacher.as }),
    ]);
    await setDistrictAdministrator(district.school.id, home.teacher.id, { administrator: false });

    // Assess
    expect([ownInNoClass.status, ownCsv.status]).toEqual([403, 403]);
  });

  it('a teacher of the school reaches it as their own, not as its district administrator; a student is never one', async () => {
    // Act
    const [ownSchool, student, unknownSchool] = await Promise.all([
      setDistrictAdministrator(home.school.id, home.teacher.id, { administrator: true }),
      setDistrictAdministrator(district.school.id, home.student.id, { administrator: true }),
      setDistrictAdministrator('no-such-school', home.teacher.id, { administrator: true }),
    ]);

    // Assess
    expect([ownSchool, student, unknownSchool]).toEqual([false, false, false]);
    expect((await loadSessionUser(home.student.id))?.districtSchoolIds).toEqual([]);
  });

  it('a deleted teacher is no longer named an administrator of the schools they oversaw', async () => {
    // Prepare
    const own = await schoolWithMembers();
    await setDistrictAdministrator(district.school.id, own.teacher.id, { administrator: true });

    // Act
    const deleted = await callEndpoint(deleteTeacher, {
      params: { schoolId: own.school.id, teacherId: own.teacher.id },
      as: own.schoolAdmin.as,
    });

    // Assess
    expect(deleted.status).toBe(200);
    expect((await getSchool(district.school.id))?.administrators).not.toContain(own.teacher.id);
    expect((await loadSessionUser(own.teacher.id))?.districtSchoolIds).toEqual([]);
  });

  it("making a school's teacher its administrator writes both sides, and two changes at once both hold", async () => {
    // Prepare
    const other = await schoolWithMembers();

    // Act
    const [made, listed] = await Promise.all([
      setSchoolAdministrator(other.school.id, other.teacher.id, { administrator: true }),
      setDistrictAdministrator(other.school.id, home.schoolAdmin.id, { administrator: true }),
    ]);
    const refused = await setSchoolAdministrator(other.school.id, home.teacher.id, { administrator: true });

    // Assess
    expect([made, listed, refused]).toEqual([true, true, false]);
    expect((await getSchool(other.school.id))?.administrators.sort()).toEqual(
      [other.schoolAdmin.id, other.teacher.id, home.schoolAdmin.id].sort(),
    );
    expect((await loadSessionUser(other.teacher.id))?.isSchoolAdmin).toBe(true);
  });
});
