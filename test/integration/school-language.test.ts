import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignTeacher, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { loadSessionUser } from '../../functions/data/users';
import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { studentDocumentsEndpoints } from '../../shared/api/endpoints/student-documents';
import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { LANGUAGE_MESSAGES } from '../../shared/schemas/me';
import { pdfText } from '../support/pdf-text';
import { pdfUnicodeText } from '../support/pdf-unicode-text';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName } from './support/managed-accounts';
import { schoolWithMembers } from './support/school-access';

const { updateAdminSchool } = adminSchoolsEndpoints;

describe("a school's language", () => {
  let school: Awaited<ReturnType<typeof schoolWithMembers>>;
  let classGroup: ClassGroup;

  beforeAll(async () => {
    useLocalTable();
    school = await schoolWithMembers({ name: 'Al Noor School' });
    classGroup = {
      id: randomUUID(),
      schoolId: school.school.id,
      name: '5A',
      code: randomUUID().slice(0, 6).toUpperCase(),
    };
    await putClassGroup(classGroup);
    await assignTeacher(classGroup, school.teacher.id, new Date());
  });

  it('is set by staff, refused for a language the portal does not speak, and refused to a teacher', async () => {
    // Act
    const [unknown, teacher] = await Promise.all([
      callEndpoint(updateAdminSchool, {
        params: { schoolId: school.school.id },
        body: { language: 'de' as 'ar' },
        as: 'staff',
      }),
      callEndpoint(updateAdminSchool, {
        params: { schoolId: school.school.id },
        body: { language: 'ar' },
        as: school.teacher.as,
      }),
    ]);
    const saved = await callEndpoint(updateAdminSchool, {
      params: { schoolId: school.school.id },
      body: { language: 'ar' },
      as: 'staff',
    });

    // Assess
    expect(unknown.status).toBe(422);
    expect(unknown.errors[0]?.detail).toBe(LANGUAGE_MESSAGES.unknown);
    expect(teacher.status).toBe(403);
    expect(saved.status).toBe(200);
    expect(saved.data.school.language).toBe('ar');
  });

  it('is the language a new student starts with, and the one cards and letters print in; the list stays the teacher’s', async () => {
    // Prepare
    await callEndpoint(updateAdminSchool, {
      params: { schoolId: school.school.id },
      body: { language: 'ar' },
      as: 'staff',
    });

    // Act
    const created = await callEndpoint(studentsEndpoints.createStudent, {
      params: { classGroupId: classGroup.id },
      body: { firstName: uniqueFirstName(), lastName: 'Haddad', schoolKey: null },
      as: school.teacher.as,
    });
    const print = (format: 'login-cards' | 'list') =>
      callEndpoint(studentDocumentsEndpoints.printClassDocument, {
        params: { classGroupId: classGroup.id, format },
        as: school.teacher.as,
        language: 'en',
      });
    const [cards, list] = await Promise.all([print('login-cards'), print('list')]);

    // Assess
    expect(created.status).toBe(201);
    expect((await loadSessionUser(created.data.student.id))?.language).toBe('ar');
    expect(await pdfUnicodeText(cards.raw as Buffer)).toMatch(/الصف/);
    expect(pdfText(list.raw as Buffer)).toContain('Password');
  });

  it('is seeded for the demo: Al Noor School speaks Arabic, and the Spanish-speaking family Spanish', async () => {
    const [admin, family, child] = await Promise.all(
      (['arabicAdmin', 'familyEs', 'childEs'] as const).map((as) => callEndpoint(sessionEndpoints.getSession, { as })),
    );

    expect(admin?.data.user.language).toBe('ar');
    expect(
      (
        await callEndpoint(adminSchoolsEndpoints.getAdminSchool, {
          params: { schoolId: admin?.data.user.schoolId ?? '' },
          as: 'staff',
        })
      ).data.school.language,
    ).toBe('ar');
    expect([family?.data.user.language, child?.data.user.language]).toEqual(['es', 'es']);
  });

  it("gives a new child the parent's language", async () => {
    const parent = await freshAccount('parent');
    await callEndpoint(meEndpoints.updateMyLanguage, { body: { language: 'es' }, as: parent.as });

    const child = await callEndpoint(childrenEndpoints.createChild, {
      body: { firstName: uniqueFirstName() },
      as: parent.as,
    });

    expect(child.status).toBe(201);
    expect((await loadSessionUser(child.data.child.id))?.language).toBe('es');
  });
});
