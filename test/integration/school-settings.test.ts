import { describe, expect, it } from 'vitest';
import { schoolSettingsEndpoints } from '../../shared/api/endpoints/school-settings';
import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { SCHOOL_SETTINGS_MESSAGES, type SchoolSettingsUpdateRequest } from '../../shared/schemas/school-settings';
import { getSchool, putSchools } from '../../functions/data/schools';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { aSchool, uniqueWord } from '../support/schools';
import { callEndpoint } from './support/call-endpoint';
import { auditOf } from './support/audit';
import { useLocalTable } from './support/local-table';
import { useTwoSchools } from './support/school-access';

const { getSchoolSettings, updateSchoolSettings } = schoolSettingsEndpoints;

function formOf(school: {
  address: string | null;
  city: string | null;
  postcode: string | null;
  phone: string | null;
  competitive: boolean;
}): SchoolSettingsUpdateRequest {
  return {
    address: school.address ?? '',
    city: school.city ?? '',
    postcode: school.postcode ?? '',
    phone: school.phone,
    competitive: school.competitive,
  };
}

async function namesFoundBy(query: { city?: string; postcode?: string }): Promise<string[]> {
  const answer = await callEndpoint(schoolsEndpoints.searchSchools, {
    query: { countryId: 'AU', ...query },
    as: 'teacher',
  });
  return answer.data.schools.map((school) => school.name);
}

describe('My School (school-settings)', () => {
  useLocalTable();
  const w = useTwoSchools();

  it("shows the school's details with its country's and state's names to its administrator", async () => {
    // Act
    const answer = await callEndpoint(getSchoolSettings, {
      params: { schoolId: w.a.school.id },
      as: w.a.schoolAdmin.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.school).toEqual({
      id: w.a.school.id,
      name: w.a.school.name,
      address: w.a.school.address,
      city: w.a.school.city,
      postcode: w.a.school.postcode,
      phone: w.a.school.phone,
      country: 'Australia',
      state: 'New South Wales',
      competitive: false,
      studentNamesInReports: 'initials',
    });
  });

  it('saves the details: a search by the new city and postcode finds the school, by the old ones it does not; audited', async () => {
    // Prepare
    const school = aSchool({
      name: `${uniqueWord()} Ridge School`,
      city: `${uniqueWord()}ville`,
      postcode: `${Math.floor(Math.random() * 9e5) + 1e5}`,
    });
    await putSchools([school]);
    const [oldCity, oldPostcode] = [school.city ?? '', school.postcode ?? ''];
    const newCity = `${uniqueWord()}ton`;
    await setDistrictAdministrator(school.id, w.a.schoolAdmin.id, { administrator: true });
    const before = await Promise.all([namesFoundBy({ city: oldCity }), namesFoundBy({ postcode: oldPostcode })]);

    // Act
    const answer = await callEndpoint(updateSchoolSettings, {
      params: { schoolId: school.id },
      body: { address: ' 2 New Street ', city: newCity, postcode: 'X 123', phone: '', competitive: true },
      as: w.a.schoolAdmin.as,
    });
    const [byOldCity, byOldPostcode, byNewCity, byNewPostcode, stored, audit] = await Promise.all([
      namesFoundBy({ city: oldCity }),
      namesFoundBy({ postcode: oldPostcode }),
      namesFoundBy({ city: newCity }),
      namesFoundBy({ postcode: 'x123' }),
      getSchool(school.id),
      auditOf(w.a.schoolAdmin.id, 'school.edit'),
    ]);
    await setDistrictAdministrator(school.id, w.a.schoolAdmin.id, { administrator: false });

    // Assess
    expect(before).toEqual([[school.name], [school.name]]);
    expect(answer.status).toBe(200);
    expect(answer.data.school).toMatchObject({
      address: '2 New Street',
      city: newCity,
      postcode: 'X 123',
      phone: null,
      competitive: true,
      name: school.name,
    });
    expect(stored).toMatchObject({
      address: '2 New Street',
      city: newCity,
      postcode: 'X 123',
      phone: null,
      competitive: true,
      administrators: [w.a.schoolAdmin.id],
    });
    expect([byOldCity, byOldPostcode]).toEqual([[], []]);
    expect([byNewCity, byNewPostcode]).toEqual([[school.name], [school.name]]);
    expect(audit.filter((event) => event.schoolId === school.id).map((event) => event.detail)).toEqual([
      { fields: 'address,city,postcode,phone,competitive' },
    ]);
  });

  it('writes nothing and records nothing when nothing changed', async () => {
    // Prepare
    const before = await auditOf(w.a.schoolAdmin.id, 'school.edit');

    // Act
    const answer = await callEndpoint(updateSchoolSettings, {
      params: { schoolId: w.a.school.id },
      body: formOf(w.a.school),
      as: w.a.schoolAdmin.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect((await auditOf(w.a.schoolAdmin.id, 'school.edit')).length).toBe(before.length);
  });

  it.each([
    ['address', { address: '' }, 'Please enter your school address.'],
    ['city', { city: '  ' }, 'Please enter your city.'],
    ['postcode', { postcode: 'x'.repeat(21) }, null],
  ])('refuses a blank or long %s field by field (422) and changes nothing', async (field, change, message) => {
    // Act
    const answer = await callEndpoint(updateSchoolSettings, {
      params: { schoolId: w.a.school.id },
      body: { ...formOf(w.a.school), ...change },
      as: w.a.schoolAdmin.as,
    });

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.source?.pointer).toContain(field);
    if (message) expect(answer.errors[0]?.detail).toBe(message);
    expect(await getSchool(w.a.school.id)).toMatchObject({
      address: w.a.school.address,
      city: w.a.school.city,
      postcode: w.a.school.postcode,
    });
  });

  it("refuses a postcode that makes the school another school's twin (same name and postcode), at the postcode", async () => {
    // Prepare
    const name = `${uniqueWord()} Twin School`;
    const [first, second] = [aSchool({ name, postcode: '1111' }), aSchool({ name, postcode: '2222' })];
    await putSchools([first, second]);
    await setDistrictAdministrator(second.id, w.a.schoolAdmin.id, { administrator: true });

    // Act
    const answer = await callEndpoint(updateSchoolSettings, {
      params: { schoolId: second.id },
      body: { ...formOf(second), postcode: '1111' },
      as: w.a.schoolAdmin.as,
    });
    await setDistrictAdministrator(second.id, w.a.schoolAdmin.id, { administrator: false });

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors[0]).toMatchObject({
      detail: SCHOOL_SETTINGS_MESSAGES.identityTaken,
      source: { pointer: expect.stringContaining('postcode') },
    });
    expect((await getSchool(second.id))?.postcode).toBe('2222');
    expect(await namesFoundBy({ postcode: '2222' })).toContain(name);
  });

  it('refuses a teacher of the school who is not an administrator (403) and a teacher or administrator of another school (404)', async () => {
    // Act
    const params = { schoolId: w.a.school.id };
    const answers = await Promise.all([
      callEndpoint(getSchoolSettings, { params, as: w.a.teacher.as }),
      callEndpoint(updateSchoolSettings, { params, body: formOf(w.a.school), as: w.a.teacher.as }),
      callEndpoint(getSchoolSettings, { params, as: w.b.schoolAdmin.as }),
      callEndpoint(updateSchoolSettings, {
        params,
        body: { ...formOf(w.a.school), city: 'Elsewhere' },
        as: w.b.schoolAdmin.as,
      }),
      callEndpoint(getSchoolSettings, { params, as: w.b.teacher.as }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 404, 404, 403]);
    expect(answers[0]?.errors[0]?.detail).toBe(SCHOOL_SETTINGS_MESSAGES.notAdministrator);
    expect((await getSchool(w.a.school.id))?.city).toBe(w.a.school.city);
  });

  it('admits a district administrator of the school, and school.manage staff for their school only', async () => {
    // Prepare
    await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: true });

    // Act
    const [district, staff, staffElsewhere] = await Promise.all([
      callEndpoint(getSchoolSettings, { params: { schoolId: w.a.school.id }, as: w.b.teacher.as }),
      callEndpoint(getSchoolSettings, { params: { schoolId: DEMO_OTHER_SCHOOL_ID }, as: 'schoolDataStaff' }),
      callEndpoint(getSchoolSettings, { params: { schoolId: w.a.school.id }, as: 'schoolDataStaff' }),
    ]);
    await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: false });

    // Assess
    expect([district.status, staff.status, staffElsewhere.status]).toEqual([200, 200, 404]);
    expect(staff.data.school.id).toBe(DEMO_OTHER_SCHOOL_ID);
  });
});
