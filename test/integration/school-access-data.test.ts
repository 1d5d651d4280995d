import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listQuoteRequests, saveQuoteRequest, type QuoteRequestRecord } from '../../functions/data/quote-requests';
import { listSchoolServices, putSchoolService } from '../../functions/data/school-services';
import { putSchools } from '../../functions/data/schools';
import { createTeacherTrials, listTeacherTrials, TeacherTrialRefusedError } from '../../functions/data/teacher-trials';
import type { TeacherTrial } from '../../shared/schemas/school-access';
import { useLocalTable } from './support/local-table';
import { aSchool } from '../support/schools';

const NOW = new Date('2026-06-01T00:00:00.000Z');

function aTrial(userId: string, schoolId: string, serviceId: string): TeacherTrial {
  return { userId, schoolId, serviceId, startedAt: NOW.toISOString(), expiry: '2026-07-01T00:00:00.000Z' };
}

beforeAll(() => {
  useLocalTable();
});

describe('school-services', () => {
  it("lists one item per service of a school, and only that school's", async () => {
    // Prepare
    const [school, other] = [aSchool(), aSchool()];
    await putSchools([school, other]);
    const access = {
      subscriptionEnd: '2027-01-01T00:00:00.000Z',
      trialEnd: null,
      perpetual: false,
      updatedAt: NOW.toISOString(),
    };
    await putSchoolService({ schoolId: school.id, serviceId: '1', ...access });
    await putSchoolService({ schoolId: school.id, serviceId: '2', ...access, perpetual: true });
    await putSchoolService({ schoolId: school.id, serviceId: '2', ...access, perpetual: false, subscriptionEnd: null });
    await putSchoolService({ schoolId: other.id, serviceId: '3', ...access });

    // Act
    const listed = await listSchoolServices(school.id);

    // Assess
    expect(listed.map((entry) => [entry.serviceId, entry.perpetual, entry.subscriptionEnd])).toEqual([
      ['1', false, '2027-01-01T00:00:00.000Z'],
      ['2', false, null],
    ]);
  });
});

describe('teacher trials', () => {
  it('creates several trials of a teacher at once, and refuses a second trial of one service, changing nothing', async () => {
    // Prepare
    const school = aSchool();
    await putSchools([school]);
    const teacherId = randomUUID();
    await createTeacherTrials([aTrial(teacherId, school.id, '1'), aTrial(teacherId, school.id, '3')], school.id, NOW);

    // Act
    const again = createTeacherTrials(
      [aTrial(teacherId, school.id, '4'), aTrial(teacherId, school.id, '3')],
      school.id,
      NOW,
    );

    // Assess
    await expect(again).rejects.toMatchObject({ refusal: 'already-trialled', serviceId: '3' });
    expect((await listTeacherTrials(teacherId)).map((trial) => trial.serviceId)).toEqual(['1', '3']);
  });

  it("refuses every trial while the school's trial lock is in force, and grants them once it has ended", async () => {
    // Prepare
    const school = aSchool({ trialLockEnd: '2026-06-02T00:00:00.000Z' });
    await putSchools([school]);
    const teacherId = randomUUID();

    // Act
    const locked = createTeacherTrials([aTrial(teacherId, school.id, '1')], school.id, NOW);
    await expect(locked).rejects.toBeInstanceOf(TeacherTrialRefusedError);
    await expect(locked).rejects.toMatchObject({ refusal: 'trial-locked' });
    await createTeacherTrials([aTrial(teacherId, school.id, '1')], school.id, new Date('2026-06-02T00:00:01.000Z'));

    // Assess
    expect((await listTeacherTrials(teacherId)).map((trial) => trial.serviceId)).toEqual(['1']);
  });

  it('makes exactly one trial when two starts of one service race', async () => {
    // Prepare
    const school = aSchool();
    await putSchools([school]);
    const teacherId = randomUUID();

    // Act
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => createTeacherTrials([aTrial(teacherId, school.id, '2')], school.id, NOW)),
    );

    // Assess
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await listTeacherTrials(teacherId)).toHaveLength(1);
  });
});

describe('quote requests', () => {
  it("keeps a school's requests in its partition, oldest first", async () => {
    // Prepare
    const school = aSchool();
    const request = (requestedAt: string): QuoteRequestRecord => ({
      id: randomUUID(),
      schoolId: school.id,
      userId: randomUUID(),
      requestedAt,
      services: ['1', '2'],
      school: { name: school.name, city: 'Testville', size: '51-100' },
      contact: {
        title: 'Ms.',
        firstName: 'Tess',
        lastName: 'Teacher',
        email: 'tess@school.example',
        phone: '02 5550 0000',
      },
      trial: false,
      interimTrial: null,
    });
    const [later, earlier] = [request('2026-06-02T00:00:00.000Z'), request('2026-06-01T00:00:00.000Z')];

    // Act
    await saveQuoteRequest(later);
    await saveQuoteRequest(earlier);

    // Assess
    expect((await listQuoteRequests(school.id)).map((entry) => entry.id)).toEqual([earlier.id, later.id]);
  });
});
