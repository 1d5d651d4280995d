import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_SUBJECTS_IN_EVENT,
  auditEventConcerns,
  auditEventsOf,
  auditOfSubject,
  auditSubjectsOf,
} from '../../functions/data/audit';
import { sendBatchWrite } from '../../functions/data/batch-write';
import { db, tableName } from '../../functions/data/client';
import { settleMergePlan } from '../../functions/data/school-merges';
import { putSchools } from '../../functions/data/schools';
import { userProfiles } from '../../functions/data/users';
import { recordAudit } from '../../functions/domain/core/audit/audit';
import { readAuditLog } from '../../functions/domain/core/audit/audit-log';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import { lookupSchoolMerge, schoolMergeWork, startSchoolMerge } from '../../functions/domain/school-merge/school-merge';
import { aSchool } from '../support/schools';
import { permanentFaults } from '../support/transient-faults';
import { profile } from './support/local-table';
import { useMemoryTable } from './support/memory-table';

/**
 * A school as large as the largest the portal serves (11,000 students), written straight to a
 * table of the file's own with batch writes: what one item could hold about it outgrows
 * DynamoDB's 400 KB item, which DynamoDB Local enforces as DynamoDB does.
 */
const STUDENTS = 11_000;
const PARALLEL_BATCHES = 4;

async function seedStudents(schoolId: string, count: number): Promise<string[]> {
  const items = Array.from({ length: count }, (_, index) =>
    userProfiles.toItem(
      profile({
        schoolId,
        schoolRole: 'student',
        firstName: 'Student',
        lastName: `N${String(index).padStart(5, '0')}`,
      }),
    ),
  );
  const batches: (typeof items)[] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES)
    await Promise.all(
      batches
        .slice(start, start + PARALLEL_BATCHES)
        .map((batch) => sendBatchWrite(batch.map((Item) => ({ PutRequest: { Item } })))),
    );
  return items.map((item) => String(item['id']));
}

describe('a school of 11,000 students', () => {
  const keep = aSchool();
  const large = aSchool();
  const staff = profile({ staffRoles: [{ code: 'school.merge', context: null }] });
  let studentIds: string[] = [];
  let table: { stop(): Promise<void> } | undefined;

  beforeAll(async () => {
    table = await useMemoryTable();
    await putSchools([keep, large]);
    studentIds = await seedStudents(large.id, STUDENTS);
  }, 300_000);
  afterAll(async () => {
    await table?.stop();
  });

  it('is looked up for a merge, page after page of 1 MB, and planned in parts no item of which passes 400 KB', async () => {
    // Prepare
    const started = await startSchoolMerge(staff, keep.id, large.id, { runner: RUN_BY_CALLER });

    // Act: the job writes its plan, then stops at its first member (the moves are the merge tests' part)
    const lookup = await lookupSchoolMerge(keep.id, large.id);
    const stopped = await runJob(started.job.id, schoolMergeWork(), {
      hooks: {
        beforeStep(phase) {
          if (phase === 'members') throw permanentFaults.notFound();
        },
      },
    });
    const plan = await settleMergePlan(
      started.job.id,
      () => Promise.reject(new Error('the plan was not stored')),
      new Date(),
    );

    // Assess
    expect(lookup.remove.students).toBe(STUDENTS);
    expect(stopped?.status).toBe('failed');
    expect(JSON.stringify(plan.members).length).toBeGreaterThan(400 * 1024);
    expect(new Set(plan.members)).toEqual(new Set(studentIds));
  }, 120_000);

  it('records a password sheet of 12,000 accounts as one event naming the first 100, each subject still finding it', async () => {
    // Prepare: the school's students and 1,000 more accounts (a district's sheet)
    const subjects = [...studentIds, ...Array.from({ length: 1_000 }, () => randomUUID())];
    const actorId = randomUUID();

    // Act
    const event = await recordAudit({
      actorId,
      action: 'passwords.reveal',
      subjectIds: subjects,
      schoolId: large.id,
      detail: { reason: 'print' },
    });
    const { Item: stored } = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `AUDIT#EVENT#${event.eventId}`, sk: 'EVENT' } }),
    );
    const lastLines = await auditOfSubject(subjects.at(-1) ?? '', { limit: 5, cursor: null });
    const [found] = await auditEventsOf(lastLines.items);
    const log = await readAuditLog({ actor: '', subject: large.id, from: '', to: '' });

    // Assess
    expect(stored?.['subjectIds']).toHaveLength(AUDIT_SUBJECTS_IN_EVENT);
    expect(stored?.['subjectCount']).toBe(subjects.length);
    expect(found?.eventId).toBe(event.eventId);
    expect(found && (await auditSubjectsOf(found))).toEqual(subjects);
    expect(found && (await auditEventConcerns(found, subjects.at(-1) ?? ''))).toBe(true);
    expect(found && (await auditEventConcerns(found, randomUUID()))).toBe(false);
    const entry = log.entries.find((candidate) => candidate.eventId === event.eventId);
    expect(entry?.subjects).toHaveLength(AUDIT_SUBJECTS_IN_EVENT);
    expect(entry?.detail).toBe(`reason: print; subjects: ${subjects.length} (the first 100 named)`);
  }, 120_000);
});
