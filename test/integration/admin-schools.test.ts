import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchoolUpdateRequest } from '../../shared/schemas/admin-schools';
import { SCHOOL_MESSAGES } from '../../shared/schemas/schools';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { getSchool, putSchools } from '../../functions/data/schools';
import { userProfiles } from '../../functions/data/users';
import { freshAccount } from './support/accounts';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';
import { aSchool, uniqueWord } from '../support/schools';

const {
  searchAdminSchools,
  getAdminSchool,
  listAdminSchoolTeachers,
  updateAdminSchool,
  vetSchools,
  identifySchools,
  setSchoolVisibility,
} = adminSchoolsEndpoints;

/** A staff member holding only these roles (a fresh account: the profile is read on every call). */
async function staffWithRoles(...roles: { code: string; context: string | null }[]) {
  const account = await freshAccount('home');
  await userProfiles.update({ id: account.user.id }, { staffRoles: roles });
  return account.as;
}

const staffSearch = async (query: string) => {
  const answer = await callEndpoint(searchAdminSchools, { query: { query }, as: 'teleStaff' });
  expect(answer.errors).toEqual([]);
  return answer.data;
};
const idsOf = (answer: { schools: { id: string }[] }) => answer.schools.map((school) => school.id);
const publicSearch = async (name: string) =>
  idsOf((await callEndpoint(schoolsEndpoints.searchSchools, { query: { name, countryId: 'AU' }, as: 'teacher' })).data);

describe('staff school search and maintenance', () => {
  beforeAll(() => useLocalTable());

  it('finds a school by id, A-Number, postcode and its members’ usernames, hidden or not vetted too', async () => {
    const world = await schoolWithMembers({
      hidden: true,
      vetted: false,
      postcode: `7${Math.floor(Math.random() * 899 + 100)}`,
      address: null,
    });
    const { school } = world;

    for (const query of [school.id, school.code, school.postcode ?? '', world.teacher.email, world.student.email]) {
      expect(idsOf(await staffSearch(query)), query).toContain(school.id);
    }
    expect(idsOf(await staffSearch('au0000001'))).toContain(DEMO_SCHOOL_ID);
    const found = (await staffSearch(school.id)).schools[0];
    expect(found).toMatchObject({ id: school.id, hidden: true, vetted: false, address: null });
    expect(found?.administrators).toEqual([{ id: world.schoolAdmin.id, name: expect.any(String) }]);
  });

  it('finds schools by the beginnings of name words of 5 characters or more, and by city, every word matching', async () => {
    const word = uniqueWord();
    const [one, two, other] = [
      aSchool({ name: `${word} Riverside Academy`, city: 'Wagga Wagga' }),
      aSchool({ name: `${word} Hilltop College`, city: 'Dubbo' }),
      aSchool({ name: `Plain ${uniqueWord()} School` }),
    ];
    await putSchools([one, two, other]);

    expect(idsOf(await staffSearch(word.slice(0, 7))).sort()).toEqual([one.id, two.id].sort());
    expect(idsOf(await staffSearch(`${word} river`))).toEqual([one.id]);
    expect(idsOf(await staffSearch(`${word} dubbo`))).toEqual([two.id]);
    expect(idsOf(await staffSearch(`${word} hillt`))).toEqual([two.id]);
    const short = await staffSearch('zq');
    expect(short.schools).toEqual([]);
    expect(short.hint).toBe(ADMIN_SCHOOL_MESSAGES.shortQuery);
  });

  it('matches shorter words of a query of 5 characters or more by their beginnings: St Mary, Demo Prim', async () => {
    const word = uniqueWord();
    const [mary, mount, other] = [
      aSchool({ name: `St Mary's ${word} College`, city: 'Lismore' }),
      aSchool({ name: `Mount Mary ${word} College`, city: 'Lismore' }),
      aSchool({ name: `Stella Maris ${word} School`, city: 'Manly' }),
    ];
    await putSchools([mary, mount, other]);

    const stMary = idsOf(await staffSearch('St Mary'));
    expect(stMary).toContain(mary.id);
    expect(stMary).not.toContain(mount.id);
    expect(stMary).not.toContain(other.id);
    expect(idsOf(await staffSearch(`St Mary ${word.slice(0, 4)}`))).toEqual([mary.id]);
    expect(idsOf(await staffSearch(`Lism ${word}`)).sort()).toEqual([mary.id, mount.id].sort());
    expect(idsOf(await staffSearch('Demo Prim'))).toEqual([DEMO_SCHOOL_ID]);
    expect(idsOf(await staffSearch('demo prim'))).toEqual([DEMO_SCHOOL_ID]);
    // Under 5 characters a query is only an id, A-Number, postcode, username or e-mail.
    const four = await staffSearch('Demo');
    expect(four.schools).toEqual([]);
    expect(four.hint).toBe(ADMIN_SCHOOL_MESSAGES.shortQuery);
  });

  it("answers 'school' with why it finds nothing, and refuses a 3,000-character query as too long", async () => {
    const common = await staffSearch('school');
    expect(common.schools).toEqual([]);
    expect(common.hint).toBe(ADMIN_SCHOOL_MESSAGES.commonWordsOnly(['school']));
    expect((await staffSearch('The School')).hint).toBe(ADMIN_SCHOOL_MESSAGES.commonWordsOnly(['the', 'school']));

    const long = await callEndpoint(searchAdminSchools, { invalidQuery: { query: 'a'.repeat(3000) }, as: 'teleStaff' });
    expect(long.status).toBe(422);
    expect(long.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.queryTooLong);
  });

  it('finds a school by its e-mail address in full, in any case, and by its A-Number in any case', async () => {
    const word = uniqueWord();
    const school = aSchool({ name: `${word} Heights School`, email: `office@${word}.school.example` });
    await putSchools([school]);

    expect(idsOf(await staffSearch(`Office@${word.toUpperCase()}.school.example`))).toEqual([school.id]);
    expect(idsOf(await staffSearch(`office@${word}.school`))).toEqual([]);
    expect(idsOf(await staffSearch(school.code.toLowerCase()))).toEqual([school.id]);
  });

  it('answers at most 100 schools, saying there were more', async () => {
    const city = uniqueWord();
    await putSchools(
      Array.from({ length: 105 }, (_, index) => aSchool({ name: `Bulk ${index} School`, city })),
      { parallel: 4 },
    );

    const answer = await staffSearch(city);
    expect(answer.schools).toHaveLength(100);
    expect(answer.limited).toBe(true);
  }, 90_000); // 105 schools' items written on a busy machine

  it('refuses an empty query with a message', async () => {
    const answer = await callEndpoint(searchAdminSchools, { invalidQuery: { query: '   ' }, as: 'teleStaff' });
    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.queryRequired);
  });

  it('vets schools so that public search finds them, and records it', async () => {
    const word = uniqueWord();
    const [first, second] = [
      aSchool({ name: `${word} North School`, vetted: false }),
      aSchool({ name: `${word} South School`, vetted: false }),
    ];
    await putSchools([first, second]);
    expect(await publicSearch(word)).toEqual([]);

    const vetted = await callEndpoint(vetSchools, { body: { schoolIds: [first.id, second.id] }, as: 'teleStaff' });

    expect(vetted.errors).toEqual([]);
    expect(vetted.data.schools.map((school) => school.vetted)).toEqual([true, true]);
    expect((await publicSearch(word)).sort()).toEqual([first.id, second.id].sort());
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'school.vet');
    expect(audit.some((event) => String(event.detail['schoolIds']).includes(first.id))).toBe(true);
  });

  it('vets nothing when one of the ids names no school', async () => {
    const school = aSchool({ vetted: false });
    await putSchools([school]);

    const answer = await callEndpoint(vetSchools, {
      body: { schoolIds: [school.id, 'no-such-school'] },
      as: 'teleStaff',
    });

    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.vetFailed);
    expect((await getSchool(school.id))?.vetted).toBe(false);
  });

  it('identifies vetted schools so that public search finds them, undoes it, and records both', async () => {
    const word = uniqueWord();
    const school = aSchool({ name: `${word} Gully School`, identified: false });
    await putSchools([school]);
    expect(await publicSearch(word)).toEqual([]);

    const identified = await callEndpoint(identifySchools, {
      body: { schoolIds: [school.id], identified: true },
      as: 'teleStaff',
    });

    expect(identified.errors).toEqual([]);
    expect(identified.data.schools[0]).toMatchObject({ id: school.id, identified: true });
    expect(await publicSearch(word)).toEqual([school.id]);
    expect((await staffSearch(word)).schools[0]?.identified).toBe(true);

    const undone = await callEndpoint(identifySchools, {
      body: { schoolIds: [school.id], identified: false },
      as: 'teleStaff',
    });
    expect(undone.data.schools[0]?.identified).toBe(false);
    expect(await publicSearch(word)).toEqual([]);
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'school.identify');
    expect(
      audit.filter((event) => event.detail['schoolIds'] === school.id).map((event) => event.detail['identified']),
    ).toEqual(expect.arrayContaining([true, false]));
  });

  it('identifies nothing when one id names no school, and refuses staff without school.update.identify', async () => {
    const school = aSchool({ identified: false });
    await putSchools([school]);

    const unknown = await callEndpoint(identifySchools, {
      body: { schoolIds: [school.id, 'no-such-school'], identified: true },
      as: 'teleStaff',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.identifyFailed);
    for (const as of ['supportStaff', 'schoolDataStaff', 'teacher'] as const) {
      const refused = await callEndpoint(identifySchools, { body: { schoolIds: [school.id], identified: true }, as });
      expect(refused.status, as).toBe(403);
    }
    const nothing = await callEndpoint(identifySchools, { body: { schoolIds: [], identified: true }, as: 'teleStaff' });
    expect(nothing.status).toBe(422);
    expect(nothing.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.noSchoolsChosen);
    expect((await getSchool(school.id))?.identified).toBe(false);
  });

  it('asks for at least one school to vet or flag', async () => {
    for (const answer of [
      await callEndpoint(vetSchools, { body: { schoolIds: [] }, as: 'teleStaff' }),
      await callEndpoint(setSchoolVisibility, { body: { schoolIds: [], hidden: true }, as: 'teleStaff' }),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.noSchoolsChosen);
    }
  });

  it('hides and unhides schools (public search follows at once) and sets demo', async () => {
    const word = uniqueWord();
    const school = aSchool({ name: `${word} Creek School` });
    await putSchools([school]);
    expect(await publicSearch(word)).toEqual([school.id]);

    const hidden = await callEndpoint(setSchoolVisibility, {
      body: { schoolIds: [school.id], hidden: true, demo: true },
      as: 'teleStaff',
    });
    expect(hidden.data.schools[0]).toMatchObject({ hidden: true, demo: true });
    expect(await publicSearch(word)).toEqual([]);
    expect(idsOf(await staffSearch(word))).toEqual([school.id]);

    await callEndpoint(setSchoolVisibility, { body: { schoolIds: [school.id], hidden: false }, as: 'teleStaff' });
    expect(await publicSearch(word)).toEqual([school.id]);
    expect((await getSchool(school.id))?.demo).toBe(true);

    const noFlag = await callEndpoint(setSchoolVisibility, { body: { schoolIds: [school.id] }, as: 'teleStaff' });
    expect(noFlag.status).toBe(422);
    expect(noFlag.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.noFlagChosen);
  });

  it('edits a school inline: a new name moves its search words, and the same school twice is refused', async () => {
    const [oldWord, newWord] = [uniqueWord(), uniqueWord()];
    const school = aSchool({ name: `${oldWord} Bay School` });
    await putSchools([school]);

    const renamed = await callEndpoint(updateAdminSchool, {
      params: { schoolId: school.id },
      body: { name: `${newWord} Bay School`, trialLockEnd: '2030-01-01T00:00:00.000Z' },
      as: 'teleStaff',
    });

    expect(renamed.data.school).toMatchObject({
      name: `${newWord} Bay School`,
      trialLockEnd: '2030-01-01T00:00:00.000Z',
    });
    expect(idsOf(await staffSearch(newWord))).toEqual([school.id]);
    expect(idsOf(await staffSearch(oldWord))).toEqual([]);
    expect(await publicSearch(newWord)).toEqual([school.id]);

    const demo = await getSchool(DEMO_SCHOOL_ID);
    const twin = await callEndpoint(updateAdminSchool, {
      params: { schoolId: school.id },
      body: { name: demo?.name ?? '', postcode: demo?.postcode ?? '' },
      as: 'teleStaff',
    });
    expect(twin.status).toBe(422);
    expect((await getSchool(school.id))?.name).toBe(`${newWord} Bay School`);

    const nothing = await callEndpoint(updateAdminSchool, {
      params: { schoolId: school.id },
      body: {},
      as: 'teleStaff',
    });
    expect(nothing.status).toBe(422);
    expect(nothing.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.noChanges);
  });

  it('edits the Settings fields: e-mail, A-Number, country and state, identified, each refused with its message when wrong', async () => {
    const school = aSchool({ vetted: true, identified: false });
    const other = aSchool();
    await putSchools([school, other]);
    const edit = (body: AdminSchoolUpdateRequest, as: 'teleStaff' | 'staff' = 'staff') =>
      callEndpoint(updateAdminSchool, { params: { schoolId: school.id }, body, as });
    const newCode = `AN-${uniqueWord()}`;

    const saved = await edit({ email: 'Office@Example.edu', code: newCode, stateId: 'AU-VIC', identified: true });
    const moved = await edit({ countryId: 'FJ' });

    expect(saved.data.school).toMatchObject({
      email: 'office@example.edu',
      code: newCode,
      stateId: 'AU-VIC',
      identified: true,
    });
    expect(moved.data.school).toMatchObject({ countryId: 'FJ', stateId: null });
    expect(idsOf(await staffSearch(newCode))).toEqual([school.id]);
    expect(idsOf(await staffSearch(school.code))).toEqual([]);

    const taken = await edit({ code: other.code });
    const noState = await edit({ countryId: 'NZ' });
    const wrongState = await edit({ stateId: 'AU-VIC' });
    const noCountry = await edit({ countryId: 'XX' });
    const badCode = await edit({ code: 'A N' });
    const badEmail = await edit({ email: 'not an address' });

    expect([taken, noState, wrongState, noCountry, badCode, badEmail].map((answer) => answer.status)).toEqual([
      422, 422, 422, 422, 422, 422,
    ]);
    expect(taken.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.codeTaken);
    expect(noState.errors[0]?.detail).toBe(SCHOOL_MESSAGES.stateRequired);
    expect(wrongState.errors[0]?.detail).toBe(SCHOOL_MESSAGES.stateUnknown);
    expect(noCountry.errors[0]?.detail).toBe(SCHOOL_MESSAGES.countryUnknown);
    expect(badCode.errors[0]?.detail).toBe('An A-Number has letters, digits and dashes only.');
    expect(badEmail.errors[0]?.detail).toBe('Please enter a valid e-mail address for the school.');
    expect(await getSchool(school.id)).toMatchObject({ code: newCode, countryId: 'FJ', identified: true });
  });

  it('lists a new administrator at once, and keeps a concurrent staff edit (the term items follow both)', async () => {
    const word = uniqueWord();
    const world = await schoolWithMembers({ name: `${word} Ridge School` });
    const [made, edited] = await Promise.all([
      callEndpoint(teachersEndpoints.changeSchoolAdminStatus, {
        params: { schoolId: world.school.id, teacherId: world.teacher.id },
        body: { admin: true },
        as: world.schoolAdmin.as,
      }),
      callEndpoint(updateAdminSchool, {
        params: { schoolId: world.school.id },
        body: { phone: '02 5550 9999' },
        as: 'teleStaff',
      }),
    ]);
    expect(made.errors).toEqual([]);
    expect(edited.errors).toEqual([]);

    const found = (await staffSearch(world.school.id)).schools[0];
    expect(found?.administrators.map((admin) => admin.id).sort()).toEqual(
      [world.schoolAdmin.id, world.teacher.id].sort(),
    );
    expect(found?.phone).toBe('02 5550 9999');
    const byName = (await staffSearch(word)).schools.find((school) => school.id === world.school.id);
    expect(byName).toMatchObject({
      phone: '02 5550 9999',
      administrators: expect.arrayContaining([expect.objectContaining({ id: world.teacher.id })]),
    });
  });

  it('reads one school for its page, and 404 for an unknown id', async () => {
    expect(
      (await callEndpoint(getAdminSchool, { params: { schoolId: DEMO_SCHOOL_ID }, as: 'teleStaff' })).data.school.name,
    ).toBe('Demo Primary School');
    const missing = await callEndpoint(getAdminSchool, { params: { schoolId: 'no-such-school' }, as: 'teleStaff' });
    expect(missing.status).toBe(404);
    expect(missing.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  });

  it("lists a school's teachers to staff with school.read alone, for any school or the one of a contextual role", async () => {
    const world = await schoolWithMembers();
    const readOnly = await staffWithRoles({ code: 'school.read', context: null });
    const answer = await callEndpoint(listAdminSchoolTeachers, { params: { schoolId: world.school.id }, as: readOnly });
    expect(answer.status).toBe(200);
    expect(answer.data.teachers.map((teacher) => teacher.id).sort()).toEqual(
      [world.teacher.id, world.schoolAdmin.id].sort(),
    );
    expect(answer.data.teachers.find((teacher) => teacher.id === world.schoolAdmin.id)?.isSchoolAdmin).toBe(true);
    // The same account is refused Manage Teachers' own list, which needs school.manage.
    expect(
      (
        await callEndpoint(teachersEndpoints.listSchoolTeachers, {
          params: { schoolId: world.school.id },
          as: readOnly,
        })
      ).status,
    ).toBe(403);

    const contextual = await staffWithRoles({ code: 'school.read', context: world.school.id });
    expect(
      (await callEndpoint(listAdminSchoolTeachers, { params: { schoolId: world.school.id }, as: contextual })).status,
    ).toBe(200);
    const other = await callEndpoint(listAdminSchoolTeachers, { params: { schoolId: DEMO_SCHOOL_ID }, as: contextual });
    expect(other.status).toBe(403);

    const missing = await callEndpoint(listAdminSchoolTeachers, {
      params: { schoolId: 'no-such-school' },
      as: readOnly,
    });
    expect([missing.status, missing.errors[0]?.detail]).toEqual([404, ADMIN_SCHOOL_MESSAGES.schoolNotFound]);
    for (const account of ['supportStaff', 'schoolDataStaff', 'teacher'] as const)
      expect(
        (await callEndpoint(listAdminSchoolTeachers, { params: { schoolId: world.school.id }, as: account })).status,
        account,
      ).toBe(403);
  });

  it('refuses each action to staff without its permission', async () => {
    const school = aSchool({ vetted: false });
    await putSchools([school]);
    for (const answer of [
      await callEndpoint(searchAdminSchools, { query: { query: 'Demo' }, as: 'supportStaff' }),
      await callEndpoint(vetSchools, { body: { schoolIds: [school.id] }, as: 'supportStaff' }),
      await callEndpoint(setSchoolVisibility, {
        body: { schoolIds: [school.id], hidden: true },
        as: 'schoolDataStaff',
      }),
      await callEndpoint(updateAdminSchool, {
        params: { schoolId: school.id },
        body: { name: 'Renamed School' },
        as: 'teacher',
      }),
    ]) {
      expect(answer.status).toBe(403);
    }
    expect(await getSchool(school.id)).toMatchObject({ vetted: false, hidden: false, name: school.name });
  });
});

describe('reindexing schools stored before the staff search changed its terms', () => {
  it('finds an old school by the beginning of its name once its terms are written again', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../functions/data/client');
    const { reindexSchools } = await import('../../functions/data/reindex-schools');
    const { schools, schoolSearchTerms, searchTermsOf } = await import('../../functions/data/schools');
    const word = uniqueWord();
    const school = aSchool({ name: `${word} Old Valley School` });
    // As the release before wrote it: the school, and its public terms keyed by their first five characters.
    await db().send(new PutCommand({ TableName: tableName(), Item: schools.toItem(school) }));
    for (const term of searchTermsOf(school).filter((one) => ['name', 'city', 'postcode'].includes(one.kind))) {
      const item = schoolSearchTerms.toItem(term);
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...item,
            gsi2pk: `SCHOOLTERM#${term.token.slice(0, 5)}`,
            gsi2sk: `${term.token}#${term.kind}#${school.id}`,
          },
        }),
      );
    }
    expect(idsOf(await staffSearch(word.slice(0, 8)))).toEqual([]);

    await reindexSchools();

    expect(idsOf(await staffSearch(word.slice(0, 8)))).toEqual([school.id]);
    expect(idsOf(await staffSearch(`${word.slice(0, 6)} Val`))).toEqual([school.id]);
  }, 120_000);
});
