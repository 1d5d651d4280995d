import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { db } from '../../functions/data/client';
import { getSchool, putSchools, schoolCodeClaims } from '../../functions/data/schools';
import { listSchoolMembers, loadSessionUser } from '../../functions/data/users';
import { searchSchools } from '../../functions/domain/schools/schools';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { SCHOOL_MESSAGES, schoolSearchQuerySchema } from '../../shared/schemas/schools';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../shared/schemas/saml-accounts';
import { freshAccount } from './support/accounts';
import { callEndpoint, detailsAt, type CallOptions } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { putTestProvider } from './support/school-providers';
import { aCreateBody, aSchool, uniqueWord } from '../support/schools';

const { searchSchools: search, createSchool: create, joinSchool: join } = schoolsEndpoints;

async function namesFound(query: CallOptions<typeof search>['query']): Promise<string[]> {
  const answer = await callEndpoint(search, { query, as: 'teacher' });
  return answer.data.schools.map((school) => school.name);
}

beforeAll(() => useLocalTable());

describe('school search (GET /api/schools/search)', () => {
  it('finds schools by name words, best match first, and only searchable ones', async () => {
    // Prepare
    const word = uniqueWord();
    await putSchools([
      aSchool({ name: `${word} Primary School` }),
      aSchool({ name: `${word} High School` }),
      aSchool({ name: `${word} Primary Hidden`, hidden: true }),
      aSchool({ name: `${word} Primary Unvetted`, vetted: false }),
      aSchool({ name: `${word} Primary Unidentified`, identified: false }),
    ]);

    // Act
    const names = await namesFound({ name: `The ${word.toUpperCase()} primary`, countryId: 'au' });

    // Assess
    expect(names[0]).toBe(`${word} Primary School`);
    expect(names.filter((name) => name.startsWith(word))).toEqual([`${word} Primary School`, `${word} High School`]);
    expect(names).toContain('Demo Primary School');
  });

  it('finds schools by postcode and by city, and narrows them by state and country', async () => {
    // Prepare
    const postcode = `${randomUUID().slice(0, 4)} ${randomUUID().slice(0, 3)}`;
    const city = `${uniqueWord()} Heights`;
    await putSchools([
      aSchool({ name: 'By Postcode NSW', postcode }),
      aSchool({ name: 'By Postcode VIC', postcode, stateId: 'AU-VIC' }),
      aSchool({ name: 'By Postcode NZ', postcode, countryId: 'NZ', stateId: null }),
      aSchool({ name: 'By City', city }),
    ]);

    // Act
    const byPostcode = await namesFound({ postcode: postcode.replace(' ', '').toUpperCase(), countryId: 'AU' });
    const inNsw = await namesFound({ postcode, countryId: 'AU', stateId: 'AU-NSW' });
    const byCity = await namesFound({ city: city.toLowerCase(), countryId: 'AU' });

    // Assess
    expect(byPostcode).toEqual(['By Postcode NSW', 'By Postcode VIC']);
    expect(inNsw).toEqual(['By Postcode NSW']);
    expect(byCity).toEqual(['By City']);
  });

  it('finds the demo schools, with their public view only', async () => {
    // Act
    const answer = await callEndpoint(search, { query: { name: 'demo', countryId: 'AU' }, as: 'teacher' });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.schools.map((school) => school.id)).toEqual(
      expect.arrayContaining([DEMO_SCHOOL_ID, DEMO_OTHER_SCHOOL_ID]),
    );
    const raw = answer.raw as { schools: Record<string, unknown>[] };
    expect(Object.keys(raw.schools[0] ?? {}).sort()).toEqual([
      'address',
      'city',
      'countryId',
      'id',
      'name',
      'phone',
      'postcode',
      'stateId',
    ]);
  });

  it('queries the index and never scans the table', async () => {
    // Prepare: every command this process's data layer sends is recorded (the handlers run the
    // same domain code in the stack's process).
    const word = uniqueWord();
    await putSchools([aSchool({ name: `${word} Scanless College`, postcode: '2999' })]);
    const client = db();
    const send = vi.spyOn(client, 'send');

    // Act
    const found = await searchSchools(
      schoolSearchQuerySchema.parse({ name: `${word} college`, postcode: '2999', city: 'Testville', countryId: 'AU' }),
    );

    // Assess
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(found[0]?.name).toBe(`${word} Scanless College`);
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((name) => name !== 'QueryCommand')).toEqual([]);
  });

  it("keeps a common word's page for a minute but reads a school's own words fresh, so a newly vetted school is found at once", async () => {
    // Prepare: a word on more schools than one search reads of it is a common word.
    const common = uniqueWord();
    await putSchools(Array.from({ length: 26 }, (_, index) => aSchool({ name: `${common} ${uniqueWord()} ${index}` })));
    const first = uniqueWord();
    await putSchools([aSchool({ name: `${first} ${common}` })]);
    await searchSchools(schoolSearchQuerySchema.parse({ name: `${first} ${common}`, countryId: 'AU' }));
    const later = uniqueWord();
    await putSchools([aSchool({ name: `${later} ${common}` })]);
    const send = vi.spyOn(db(), 'send');

    // Act
    const found = await searchSchools(schoolSearchQuerySchema.parse({ name: `${later} ${common}`, countryId: 'AU' }));

    // Assess: one Query, of the new school's own word; it ranks first though the kept page predates it.
    const queries = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(queries).toEqual(['QueryCommand']);
    expect(found[0]?.name).toBe(`${later} ${common}`);
  });

  it('answers a caller the route refuses with the refusal, not with what their query lacks', async () => {
    // Act
    const parent = await callEndpoint(search, { query: { countryId: 'AU' }, as: 'parent' });
    const signedOut = await callEndpoint(search, { query: { countryId: 'AU' } });

    // Assess
    expect(parent.status).toBe(403);
    expect(signedOut.status).toBe(401);
  });

  it('refuses a search without a name, city or postcode, or with an unknown country (422)', async () => {
    // Act
    const noTerms = await callEndpoint(search, { query: { name: 'The School', countryId: 'AU' }, as: 'teacher' });
    const nothing = await callEndpoint(search, { query: { countryId: 'AU' }, as: 'teacher' });
    const badCountry = await callEndpoint(search, { query: { name: 'Demo', countryId: 'Australia' }, as: 'teacher' });

    // Assess
    expect([noTerms.status, nothing.status, badCountry.status]).toEqual([422, 422, 422]);
    expect(detailsAt(noTerms, 'name')).toEqual([SCHOOL_MESSAGES.searchTermsRequired]);
    expect(detailsAt(nothing, 'name')).toEqual([SCHOOL_MESSAGES.searchTermsRequired]);
    expect(detailsAt(badCountry, 'countryId')).toEqual([SCHOOL_MESSAGES.countryUnknown]);
  });
});

describe('creating a school (POST /api/schools)', () => {
  it('creates the school with the teacher as its administrator; the session shows it; search does not until vetted', async () => {
    // Prepare
    const teacher = await freshAccount('teacher');
    const body = aCreateBody();

    // Act
    const answer = await callEndpoint(create, { body, as: teacher.as });
    const session = await callEndpoint(sessionEndpoints.getSession, { as: teacher.as });

    // Assess
    expect(answer.status).toBe(201);
    const { school, user } = answer.data;
    expect(school).toMatchObject({
      name: body.name,
      postcode: '2150',
      countryId: 'AU',
      stateId: 'AU-NSW',
      vetted: false,
      identified: false,
      hidden: false,
      administrators: [teacher.user.id],
    });
    expect(user).toMatchObject({
      id: teacher.user.id,
      schoolId: school.id,
      schoolRole: 'teacher',
      isSchoolAdmin: true,
    });
    expect(session.data.user).toMatchObject({ schoolId: school.id, isSchoolAdmin: true });
    expect(await schoolCodeClaims.get({ code: school.code })).toEqual({ code: school.code, schoolId: school.id });
    const members = await listSchoolMembers(school.id, 'teacher', { limit: 10 });
    expect(members.items.map((member) => member.id)).toEqual([teacher.user.id]);
    expect(await namesFound({ name: body.name, countryId: 'AU' })).not.toContain(body.name);
  });

  it('makes one school when two teachers create the same school at the same moment (201 and 409)', async () => {
    // Prepare
    const [first, second] = await Promise.all([freshAccount('teacher'), freshAccount('teacher')]);
    const body = aCreateBody();

    // Act
    const answers = await Promise.all([
      callEndpoint(create, { body, as: first.as }),
      callEndpoint(create, {
        body: { ...body, name: body.name.toUpperCase().replace('SCHOOL', 'school'), postcode: ' 2150 ' },
        as: second.as,
      }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.errors.map((error) => error.detail)).toEqual([SCHOOL_MESSAGES.schoolExists]);
    const profiles = await Promise.all([first, second].map((teacher) => loadSessionUser(teacher.user.id)));
    expect(profiles.filter((profile) => profile?.schoolId).length).toBe(1);
  });

  it('refuses a teacher who already has a school (409), changing nothing', async () => {
    // Act
    const answer = await callEndpoint(create, { body: aCreateBody(), as: 'teacher' });

    // Assess
    expect(answer.status).toBe(409);
    expect(answer.errors.map((error) => error.detail)).toEqual([SCHOOL_MESSAGES.alreadyInSchool]);
  });

  it('refuses bad input with a message per field (422), writing nothing', async () => {
    // Prepare
    const teacher = await freshAccount('teacher');

    // Act
    const undeclared = await callEndpoint(create, {
      invalidBody: { ...aCreateBody(), declaration: false },
      as: teacher.as,
    });
    const blank = await callEndpoint(create, { body: aCreateBody({ name: '  ', city: '' }), as: teacher.as });
    const wrongState = await callEndpoint(create, { body: aCreateBody({ stateId: 'NZ-AUK' }), as: teacher.as });
    const noState = await callEndpoint(create, { body: aCreateBody({ stateId: null }), as: teacher.as });

    // Assess
    expect([undeclared.status, blank.status, wrongState.status, noState.status]).toEqual([422, 422, 422, 422]);
    expect(detailsAt(undeclared, 'declaration')).toEqual([SCHOOL_MESSAGES.declarationRequired]);
    expect(detailsAt(blank, 'name')).toEqual(['Please enter your school name.']);
    expect(detailsAt(blank, 'city')).toEqual(['Please enter your city.']);
    expect(detailsAt(wrongState, 'stateId')).toEqual([SCHOOL_MESSAGES.stateUnknown]);
    expect(detailsAt(noState, 'stateId')).toEqual([SCHOOL_MESSAGES.stateRequired]);
    expect((await loadSessionUser(teacher.user.id))?.schoolId).toBeNull();
  });
});

describe('joining a school (POST /api/schools/{schoolId}/join)', () => {
  it('makes a teacher without a school its teacher', async () => {
    // Prepare
    const teacher = await freshAccount('teacher');
    const school = aSchool();
    await putSchools([school]);

    // Act
    const answer = await callEndpoint(join, {
      params: { schoolId: school.id },
      body: { declaration: true },
      as: teacher.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ schoolId: school.id, schoolRole: 'teacher', isSchoolAdmin: false });
    expect(answer.data.school).toMatchObject({ id: school.id, name: school.name });
    const members = await listSchoolMembers(school.id, 'teacher', { limit: 10 });
    expect(members.items.map((member) => member.id)).toEqual([teacher.user.id]);
    expect((await getSchool(school.id))?.administrators).toEqual([]);
  });

  it('refuses a teacher who already has a school (409)', async () => {
    // Act
    const answer = await callEndpoint(join, {
      params: { schoolId: DEMO_OTHER_SCHOOL_ID },
      body: { declaration: true },
      as: 'teacher',
    });

    // Assess
    expect(answer.status).toBe(409);
    expect(answer.errors.map((error) => error.detail)).toEqual([SCHOOL_MESSAGES.alreadyInSchool]);
  });

  it('refuses a restricted school (403), a hidden, unvetted or unknown one (404) and an undeclared join (422), changing nothing', async () => {
    // Prepare
    const teacher = await freshAccount('teacher');
    const restricted = aSchool();
    const hidden = aSchool({ hidden: true });
    const unvetted = aSchool({ vetted: false });
    await putSchools([restricted, hidden, unvetted]);
    await putTestProvider({
      id: `restricted-${restricted.id.slice(0, 8)}`,
      restrictAccounts: true,
      schoolIds: [restricted.id],
    });
    const joining = (schoolId: string) =>
      callEndpoint(join, { params: { schoolId }, body: { declaration: true }, as: teacher.as });

    // Act
    const toRestricted = await joining(restricted.id);
    const outcomes = await Promise.all([hidden.id, unvetted.id, randomUUID()].map(joining));
    const undeclared = await callEndpoint(join, {
      params: { schoolId: restricted.id },
      invalidBody: {},
      as: teacher.as,
    });

    // Assess
    expect(toRestricted.status).toBe(403);
    expect(toRestricted.errors.map((error) => error.detail)).toEqual([SCHOOL_SIGN_ON_MESSAGES.restrictedAccounts]);
    expect(outcomes.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(outcomes.flatMap((answer) => answer.errors.map((error) => error.detail))).toEqual([
      SCHOOL_MESSAGES.notFound,
      SCHOOL_MESSAGES.notFound,
      SCHOOL_MESSAGES.notFound,
    ]);
    expect(undeclared.status).toBe(422);
    expect(detailsAt(undeclared, 'declaration')).toEqual([SCHOOL_MESSAGES.declarationRequired]);
    expect((await loadSessionUser(teacher.user.id))?.schoolId).toBeNull();
  });
});
