import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassMember, assignTeacher, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { listOutbox } from '../../functions/adapters/mail/outbox';
import { passwordBox } from '../../functions/adapters/secret-box';
import { keepPassword } from '../../functions/domain/core/accounts/kept-passwords';
import { userProfiles } from '../../functions/data/users';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { passwordEndpoints } from '../../shared/api/endpoints/password';
import { studentDocumentsEndpoints as endpoints } from '../../shared/api/endpoints/student-documents';
import { pdfText } from '../support/pdf-text';
import { pdfUnicodeText } from '../support/pdf-unicode-text';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { profile, useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { schoolWithMembers } from './support/school-access';

/** A class of the school with one student and a kept password, straight to the table. */
async function aClassOfOne(school: Awaited<ReturnType<typeof schoolWithMembers>>) {
  const classGroup: ClassGroup = {
    id: randomUUID(),
    schoolId: school.school.id,
    name: '3B',
    code: randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase(),
  };
  await putClassGroup(classGroup);
  await assignTeacher(classGroup, school.teacher.id, new Date());
  const student = profile({
    firstName: 'Lina',
    lastName: 'Haddad',
    schoolId: school.school.id,
    schoolRole: 'student',
    homeRole: null,
    hasPassword: true,
  });
  await userProfiles.put(student);
  await addClassMember(classGroup, student.id, new Date());
  await keepPassword(passwordBox, student.id, 'maple-river-kite7!');
  return { classGroup, student };
}

describe('printouts and e-mails in the reader’s language', () => {
  let school: Awaited<ReturnType<typeof schoolWithMembers>>;
  let own: Awaited<ReturnType<typeof aClassOfOne>>;

  beforeAll(async () => {
    useLocalTable();
    school = await schoolWithMembers({ name: 'Cedar Primary' });
    own = await aClassOfOne(school);
  });

  const print = (format: 'home-letters' | 'login-cards' | 'list', language: string) =>
    callEndpoint(endpoints.printClassDocument, {
      params: { classGroupId: own.classGroup.id, format },
      as: school.teacher.as,
      language,
    });

  it('prints home letters in Chinese, in Chinese glyphs, the username and password as they are', async () => {
    const letters = await print('home-letters', 'zh-Hans');

    expect(letters.status).toBe(200);
    const text = await pdfUnicodeText(letters.raw as Buffer);
    expect(text).toContain('如何在家登录');
    expect(text).toContain('班级：3B');
    expect(text).toContain(own.student.username);
    expect(text).toContain('maple-river-kite7!');
  });

  it('prints login cards in Arabic, shaped, with the username left to right inside it', async () => {
    const cards = await print('login-cards', 'ar');

    expect(cards.status).toBe(200);
    const text = await pdfUnicodeText(cards.raw as Buffer);
    expect(text).toMatch(/الصف/);
    expect(text).toMatch(/كلمة/);
    expect(text).toContain(own.student.username);
    expect(text).not.toContain('Username');
  });

  it('prints a student list in Spanish with the standard font, and in English when the language is unknown', async () => {
    const [spanish, unknown] = await Promise.all([print('list', 'es'), print('list', 'xx-YY')]);

    expect(pdfText(spanish.raw as Buffer)).toContain('Contraseña');
    expect(pdfText(unknown.raw as Buffer)).toContain('Password');
  });

  it('mails a password reset in the account’s language: Arabic, right to left', async () => {
    // Prepare
    const account = await freshAccount();
    await callEndpoint(meEndpoints.updateMyLanguage, { body: { language: 'ar' }, as: account.as });

    // Act
    await callEndpoint(passwordEndpoints.requestPasswordReset, { body: { username: account.form.email } });

    // Assess
    const [mail] = (await listOutbox(portal().mailOutboxDir)).filter((sent) => sent.to === account.form.email);
    expect(mail?.subject).toBe('أعد تعيين كلمة مرور App Library');
    expect(mail?.text).toContain('يعمل الرابط مرة واحدة فقط');
    expect(mail?.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});
