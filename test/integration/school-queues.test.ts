import { beforeAll, describe, expect, it } from 'vitest';
import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { ADMIN_SCHOOL_MESSAGES } from '../../shared/schemas/admin-schools';
import { DEMO_UNIDENTIFIED_SCHOOL_ID, DEMO_UNVETTED_SCHOOL_ID } from '../../bin/seed/schools';
import { putSchools } from '../../functions/data/schools';
import { aSchool } from '../support/schools';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';

const { listSchoolQueue, vetSchools, identifySchools, setSchoolVisibility } = adminSchoolsEndpoints;

async function queueIds(queue: 'unvetted' | 'unidentified' | 'hidden' | 'flagged') {
  const answer = await callEndpoint(listSchoolQueue, { query: { queue }, as: 'teleStaff' });
  expect(answer.status).toBe(200);
  return answer.data.entries.map((entry) => entry.school.id);
}

describe('the work queues', () => {
  beforeAll(() => useLocalTable());

  it('lists the seed’s school waiting to be vetted and the one waiting to be identified', async () => {
    const unvetted = await callEndpoint(listSchoolQueue, { query: { queue: 'unvetted' }, as: 'teleStaff' });
    const harbourside = unvetted.data.entries.find((entry) => entry.school.id === DEMO_UNVETTED_SCHOOL_ID);
    expect(harbourside?.school).toMatchObject({ vetted: false, name: 'Harbourside Community School' });
    expect(harbourside?.since).toBe(harbourside?.school.createdAt);
    expect(await queueIds('unidentified')).toContain(DEMO_UNIDENTIFIED_SCHOOL_ID);
    expect(await queueIds('unidentified')).not.toContain(DEMO_UNVETTED_SCHOOL_ID);
  });

  it('moves a school along as staff act on it: vet, identify, hide, unhide; flagged longest waiting first', async () => {
    const school = aSchool({ vetted: false, identified: false, createdAt: '2001-01-01T00:00:00.000Z' });
    const flaggedLater = aSchool({ flagReason: 'Looks like a duplicate', flaggedAt: '2001-02-02T00:00:00.000Z' });
    const flaggedEarlier = aSchool({ flagReason: 'Odd name', flaggedAt: '2001-02-01T00:00:00.000Z' });
    await putSchools([school, flaggedLater, flaggedEarlier]);
    expect(await queueIds('unvetted')).toContain(school.id);

    await callEndpoint(vetSchools, { body: { schoolIds: [school.id] }, as: 'teleStaff' });
    expect(await queueIds('unvetted')).not.toContain(school.id);
    expect(await queueIds('unidentified')).toContain(school.id);

    await callEndpoint(identifySchools, { body: { schoolIds: [school.id], identified: true }, as: 'teleStaff' });
    expect(await queueIds('unidentified')).not.toContain(school.id);

    await callEndpoint(setSchoolVisibility, { body: { schoolIds: [school.id], hidden: true }, as: 'teleStaff' });
    expect(await queueIds('hidden')).toContain(school.id);
    await callEndpoint(setSchoolVisibility, { body: { schoolIds: [school.id], hidden: false }, as: 'teleStaff' });
    expect(await queueIds('hidden')).not.toContain(school.id);

    const flagged = await queueIds('flagged');
    expect(flagged.indexOf(flaggedEarlier.id)).toBeGreaterThanOrEqual(0);
    expect(flagged.indexOf(flaggedEarlier.id)).toBeLessThan(flagged.indexOf(flaggedLater.id));
  });

  it('reads 50 a page, then the next page from the cursor', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      aSchool({ hidden: true, createdAt: `2000-01-01T00:00:${String(index).padStart(2, '0')}.000Z` }),
    );
    await putSchools(many);
    const first = await callEndpoint(listSchoolQueue, { query: { queue: 'hidden' }, as: 'teleStaff' });
    expect(first.data.entries).toHaveLength(50);
    expect(first.data.entries.map((entry) => entry.school.id)).toEqual(many.slice(0, 50).map((school) => school.id));
    const second = await callEndpoint(listSchoolQueue, {
      query: { queue: 'hidden', cursor: first.data.cursor ?? '' },
      as: 'teleStaff',
    });
    expect(second.data.entries[0]?.school.id).toBe(many[50]?.id);
  });

  it('says which queues there are when none or another is asked for', async () => {
    for (const query of [{}, { queue: 'everything' }]) {
      const answer = await callEndpoint(listSchoolQueue, { query: query as { queue: 'hidden' }, as: 'teleStaff' });
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.detail).toBe(ADMIN_SCHOOL_MESSAGES.noQueue);
    }
  });

  it('is for staff with school.read only: not a school role for one school, other staff or a teacher', async () => {
    for (const as of ['schoolDataStaff', 'supportStaff', 'teacher', 'schoolAdmin'] as const) {
      const answer = await callEndpoint(listSchoolQueue, { query: { queue: 'unvetted' }, as });
      expect(answer.status, as).toBe(403);
    }
  });
});
