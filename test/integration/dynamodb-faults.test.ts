import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { batchGetItems } from '../../functions/data/batch-get';
import { sendBatchWrite } from '../../functions/data/batch-write';
import { injectedDynamoDbFaults } from '../../functions/data/fault-injection';
import { getSchool } from '../../functions/data/schools';
import { loadSessionUser } from '../../functions/data/users';
import { runJob, RUN_BY_CALLER } from '../../functions/domain/core/jobs/job-work';
import { schoolMergeWork, startSchoolMerge } from '../../functions/domain/school-merge/school-merge';
import { reconfigure } from '../../functions/platform/config';
import { QUICK_RETRY } from './support/job-faults';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

/** The twin's DYNAMODB_FAULTS switch (functions/data/fault-injection.ts), on for this test process only. */
function withFaults(faults: string): void {
  process.env['DYNAMODB_FAULTS'] = faults;
  reconfigure();
}

describe('DynamoDB throttling and unprocessed batches in the twin (DYNAMODB_FAULTS)', () => {
  beforeAll(() => {
    useLocalTable();
  });
  afterEach(() => {
    delete process.env['DYNAMODB_FAULTS'];
    reconfigure();
  });

  it('leaves a fifth of each batch unprocessed, and batch writes and reads back off and finish every item', async () => {
    // Prepare
    const partition = `FAULTS#${randomUUID()}`;
    const items = Array.from({ length: 200 }, (_, index) => ({
      pk: partition,
      sk: String(index).padStart(3, '0'),
      entity: 'fault-test',
    }));
    withFaults('unprocessed=0.2');
    const before = injectedDynamoDbFaults().unprocessed;

    // Act
    for (let start = 0; start < items.length; start += 25)
      await sendBatchWrite(items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })));
    const read = await batchGetItems(items.map(({ pk, sk }) => ({ pk, sk })));

    // Assess
    expect(injectedDynamoDbFaults().unprocessed - before).toBeGreaterThan(20);
    expect(read.map((item) => item['sk']).sort()).toEqual(items.map((item) => item.sk));
  });

  it('gives a batch that stays unprocessed up after 8 tries, saying how much was left (a job then resumes it)', async () => {
    // Prepare
    const partition = `FAULTS#${randomUUID()}`;
    withFaults('unprocessed=1');
    const waits: number[] = [];

    // Act
    const written = sendBatchWrite([{ PutRequest: { Item: { pk: partition, sk: '1', entity: 'fault-test' } } }], {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 1,
    });

    // Assess
    await expect(written).rejects.toThrow('DynamoDB left 1 of 1 batch requests unprocessed after 8 tries');
    expect(waits).toEqual([50, 100, 200, 400, 800, 1600, 2000]);
  });

  it('throttles a share of calls and batches, and a school merge still ends with every member moved', async () => {
    // Prepare
    const [keep, remove] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);
    const staff = await loadSessionUser(inject('demo').userIds.staff);
    if (!staff) throw new Error('no staff account');
    const started = await startSchoolMerge(staff, keep.school.id, remove.school.id, { runner: RUN_BY_CALLER });
    withFaults('throttle=0.1,unprocessed=0.3');
    const before = injectedDynamoDbFaults().throttled;

    // Act
    const ended = await runJob(started.job.id, schoolMergeWork(), {
      policy: QUICK_RETRY,
      runBackoff: { baseMs: 10, maxMs: 20 },
    });
    delete process.env['DYNAMODB_FAULTS'];
    reconfigure();

    // Assess
    expect(injectedDynamoDbFaults().throttled - before).toBeGreaterThan(0);
    expect(ended?.status).toBe('succeeded');
    const members = await Promise.all(
      [remove.teacher.id, remove.schoolAdmin.id, remove.student.id].map((id) => loadSessionUser(id)),
    );
    expect(members.map((member) => member?.schoolId)).toEqual([keep.school.id, keep.school.id, keep.school.id]);
    expect(await getSchool(remove.school.id)).toBeNull();
  });
});
