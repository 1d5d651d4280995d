import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { ADMIN_SCHOOL_MESSAGES, type AdminSchoolCreateRequest } from '../../shared/schemas/admin-schools';
import { SCHOOL_MESSAGES } from '../../shared/schemas/schools';
import { getSchool } from '../../functions/data/schools';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { uniqueWord } from '../support/schools';

const { createAdminSchool, searchAdminSchools } = adminSchoolsEndpoints;

/** Create School's form, filled in for a school no other test has. */
function aNewSchool(fields: Partial<AdminSchoolCreateRequest> = {}): AdminSchoolCreateRequest {
  return {
    name: `${uniqueWord()} Creek Public School`,
    address: '12 Wattle Street',
    city: 'Ballarat',
    postcode: '3350',
    countryId: 'AU',
    stateId: 'AU-VIC',
    ...fields,
  };
}

const create = (body: AdminSchoolCreateRequest, as: 'staff' | 'teleStaff' = 'teleStaff') =>
  callEndpoint(createAdminSchool, { body, as });

describe('Create School in the staff console', () => {
  beforeAll(() => useLocalTable());

  it('creates a vetted, identified school with its A-Number: public and staff search find it at once; audited', async () => {
    const body = aNewSchool({
      code: `AN-${uniqueWord()}`,
      email: 'Office@Creek.example',
      vetted: true,
      identified: true,
    });

    const created = await create(body);

    expect(created.status).toBe(201);
    const school = created.data.school;
    expect(school).toMatchObject({
      name: body.name,
      code: body.code,
      email: 'office@creek.example',
      stateId: 'AU-VIC',
      vetted: true,
      identified: true,
      hidden: false,
      administrators: [],
    });
    expect(await getSchool(school.id)).toMatchObject({ code: body.code, vetted: true });
    const word = body.name.split(' ')[0] ?? '';
    const publicSearch = await callEndpoint(schoolsEndpoints.searchSchools, {
      query: { name: word, countryId: 'AU' },
      as: 'teacher',
    });
    expect(publicSearch.data.schools.map((found) => found.id)).toContain(school.id);
    const staffSearch = await callEndpoint(searchAdminSchools, {
      query: { query: String(body.code) },
      as: 'teleStaff',
    });
    expect(staffSearch.data.schools.map((found) => found.id)).toEqual([school.id]);
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'school.create');
    expect(audit.find((event) => event.schoolId === school.id)?.detail).toMatchObject({
      name: body.name,
      code: body.code,
      vetted: true,
      identified: true,
    });
  });

  it('draws a free A-Number when none is given; an unvetted school stays out of public search', async () => {
    const body = aNewSchool({ code: '', postcode: '' });

    const created = await create(body);

    expect(created.status).toBe(201);
    expect(created.data.school.code).toMatch(/^AU\d{7}$/);
    expect(created.data.school).toMatchObject({ vetted: false, identified: false, postcode: null });
    const publicSearch = await callEndpoint(schoolsEndpoints.searchSchools, {
      query: { name: body.name.split(' ')[0] ?? '', countryId: 'AU' },
      as: 'teacher',
    });
    expect(publicSearch.data.schools.map((found) => found.id)).not.toContain(created.data.school.id);
  });

  it("reads a name's apostrophes and dots alike in search and in the duplicate check (staff-console §2)", async () => {
    const word = uniqueWord();
    const first = await create(aNewSchool({ name: `St. Mary's ${word} College`, postcode: '3350' }));
    expect(first.status).toBe(201);

    const refused = await create(aNewSchool({ name: `St Marys ${word} College`, postcode: '3350' }));

    expect(refused.status).toBe(422);
    expect(refused.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.schoolExists);
    // The search the refusal sends the staff member to finds the school, spelt either way.
    for (const query of [`st marys ${word}`, `St Mary's ${word}`, `st. mary ${word}`]) {
      const search = await callEndpoint(searchAdminSchools, { query: { query }, as: 'teleStaff' });
      expect(
        search.data.schools.map((found) => found.id),
        query,
      ).toEqual([first.data.school.id]);
    }
  });

  it('refuses the same school twice, an A-Number another school has, and each bad field, creating nothing', async () => {
    const first = await create(aNewSchool({ code: `AN-${uniqueWord()}` }));
    const again = aNewSchool({ name: first.data.school.name.toUpperCase(), postcode: '3350' });

    const answers = {
      same: await create(again),
      codeTaken: await create(aNewSchool({ code: first.data.school.code })),
      noName: await create(aNewSchool({ name: '' })),
      noCountry: await create(aNewSchool({ countryId: 'XX', stateId: null })),
      noState: await create(aNewSchool({ stateId: null })),
      wrongState: await create(aNewSchool({ countryId: 'NZ', stateId: 'AU-VIC' })),
      badCode: await create(aNewSchool({ code: 'A N' })),
      badEmail: await create(aNewSchool({ email: 'not an address' })),
    };

    expect(Object.values(answers).map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422, 422, 422, 422]);
    expect(
      Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.errors[0]?.detail])),
    ).toEqual({
      same: ADMIN_SCHOOL_MESSAGES.schoolExists,
      codeTaken: ADMIN_SCHOOL_MESSAGES.codeTaken,
      noName: 'Please enter the school name.',
      noCountry: SCHOOL_MESSAGES.countryUnknown,
      noState: SCHOOL_MESSAGES.stateRequired,
      wrongState: SCHOOL_MESSAGES.stateUnknown,
      badCode: 'An A-Number has letters, digits and dashes only.',
      badEmail: 'Please enter a valid e-mail address for the school.',
    });
    expect(answers.same.errors[0]?.source?.pointer).toBe('/data/attributes/name');
    expect(answers.codeTaken.errors[0]?.source?.pointer).toBe('/data/attributes/code');
    const search = await callEndpoint(searchAdminSchools, {
      query: { query: first.data.school.name },
      as: 'teleStaff',
    });
    expect(search.data.schools.map((found) => found.id)).toEqual([first.data.school.id]);
  });

  it('refuses staff without school.create, a contextual school.manage, and a teacher, creating nothing', async () => {
    const body = aNewSchool();

    const refused = [
      await callEndpoint(createAdminSchool, { body, as: 'supportStaff' }),
      await callEndpoint(createAdminSchool, { body, as: 'schoolDataStaff' }),
      await callEndpoint(createAdminSchool, { body, as: 'teacher' }),
    ];

    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
    const search = await callEndpoint(searchAdminSchools, { query: { query: body.name }, as: 'teleStaff' });
    expect(search.data.schools).toEqual([]);
  });
});
