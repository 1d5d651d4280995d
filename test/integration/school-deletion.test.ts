import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { ADMIN_SCHOOL_MESSAGES } from '../../shared/schemas/admin-schools';
import { SCHOOL_DELETION_MESSAGES } from '../../shared/schemas/school-deletion';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { putClassGroup } from '../../functions/data/class-groups';
import { queryPage } from '../../functions/data/paged-query';
import {
  getSchool,
  identityOf,
  putSchools,
  schoolCodeClaims,
  schoolIdentityClaims,
  schoolPartition,
} from '../../functions/data/schools';
import { aSchool } from '../support/schools';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { grantSchoolService, inDays, schoolWithMembers } from './support/school-access';

const { deleteSchool } = adminSchoolsEndpoints;

describe('Delete School (school.delete)', () => {
  beforeAll(() => useLocalTable());

  it('deletes a school nothing ties: its record, A-Number, identity claim and search terms, audited', async () => {
    const school = aSchool({ vetted: false, identified: false });
    await putSchools([school]);

    const answer = await callEndpoint(deleteSchool, { params: { schoolId: school.id }, as: 'staff' });

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ deleted: { id: school.id, name: school.name, code: school.code } });
    expect(await getSchool(school.id, { consistent: true })).toBeNull();
    expect(await schoolCodeClaims.get({ code: school.code })).toBeNull();
    expect(await schoolIdentityClaims.get({ identity: identityOf(school) ?? '' })).toBeNull();
    const left = await queryPage({ index: null, partition: schoolPartition(school.id) }, { limit: 10 });
    expect(left.items).toEqual([]);
    const audit = await auditOf(inject('demo').userIds.staff, 'school.delete');
    expect(audit.at(-1)).toMatchObject({
      subjectIds: [school.id],
      detail: { name: school.name, code: school.code },
    });
  });

  it('refuses, naming every tie and changing nothing, while the school has members, classes or services', async () => {
    const { school } = await schoolWithMembers();
    await putClassGroup({ id: randomUUID(), schoolId: school.id, name: '3C', code: `C${randomUUID().slice(0, 7)}` });
    await grantSchoolService(school.id, '1', { subscriptionEnd: inDays(30) });

    const refused = await callEndpoint(deleteSchool, { params: { schoolId: school.id }, as: 'staff' });

    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.detail).toBe(SCHOOL_DELETION_MESSAGES.blocked(['members', 'classes', 'services']));
    expect(await getSchool(school.id, { consistent: true })).toMatchObject({ id: school.id });
    expect(await schoolCodeClaims.get({ code: school.code })).toMatchObject({ schoolId: school.id });
  });

  it('refuses a school that only has district administrators left', async () => {
    const school = aSchool({ administrators: [randomUUID()] });
    await putSchools([school]);

    const refused = await callEndpoint(deleteSchool, { params: { schoolId: school.id }, as: 'staff' });

    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.detail).toBe(SCHOOL_DELETION_MESSAGES.blocked(['administrators']));
  });

  it('answers 404 for a school that does not exist, or no longer does', async () => {
    const school = aSchool();
    await putSchools([school]);
    await callEndpoint(deleteSchool, { params: { schoolId: school.id }, as: 'staff' });

    const again = await callEndpoint(deleteSchool, { params: { schoolId: school.id }, as: 'staff' });

    expect(again.status).toBe(404);
    expect(again.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  });

  it('is refused to staff without school.delete, to a contextual role, to a school administrator and to no one', async () => {
    const school = aSchool();
    await putSchools([school]);
    const params = { schoolId: school.id };

    const statuses = [
      (await callEndpoint(deleteSchool, { params, as: 'teleStaff' })).status,
      (await callEndpoint(deleteSchool, { params: { schoolId: DEMO_SCHOOL_ID }, as: 'schoolDataStaff' })).status,
      (await callEndpoint(deleteSchool, { params: { schoolId: DEMO_SCHOOL_ID }, as: 'schoolAdmin' })).status,
      (await callEndpoint(deleteSchool, { params, as: null })).status,
    ];

    expect(statuses).toEqual([403, 403, 403, 401]);
    expect(await getSchool(school.id, { consistent: true })).toMatchObject({ id: school.id });
  });
});
