import { randomUUID } from 'node:crypto';
import type { JobKind } from '../../../../shared/schemas/jobs';
import type { JobRunner } from '../../../adapters/job-runner/port';
import { getJobRecord, jobRecords, newJobRecord, type JobRecord } from '../../../data/jobs';
import { currentLocale } from '../../../platform/language';
import { recordAudit, type AuditRecord } from '../audit/audit';
import { startJob } from './job-work';

export interface NewJob {
  /** The job's id, when what it works on names it already (a voucher batch, an import); a new one otherwise. */
  id?: string;
  kind: JobKind;
  ownerId: string;
  subject: Record<string, string>;
  /** What the job's page says when it fails. */
  failureMessage: string;
  now: Date;
}

export interface AuditedJobStart {
  runner: JobRunner;
  /** The audit entry of the start (its time is the job's `now`). */
  audit(job: JobRecord): Omit<AuditRecord, 'now'>;
  /**
   * Writes the new job record, with whatever must be written in the same transaction (the batch
   * it makes, the import it claims); a put of the record alone without one. What it
   * throws is thrown before anything is audited or started.
   */
  write?(job: JobRecord): Promise<unknown>;
}

/**
 * Starts a job a person asked for (ARCHITECTURE 'Jobs and progress' and 'Audit trail'): its record
 * is written, then the start is audited, then its work is started (a runner that cannot start it
 * leaves it failed and resumable: startJob). Answers the job's record as it stands once started.
 */
export async function startAuditedJob(input: NewJob, start: AuditedJobStart): Promise<JobRecord> {
  const job = newJobRecord({
    id: input.id ?? randomUUID(),
    kind: input.kind,
    ownerId: input.ownerId,
    subject: input.subject,
    runId: '',
    now: input.now,
    failureMessage: input.failureMessage,
    // Its lines are written in the language of the request that started it.
    locale: currentLocale(),
  });
  await (start.write ? start.write(job) : jobRecords.put(job));
  await recordAudit({ ...start.audit(job), now: input.now });
  await startJob(job, start.runner);
  return (await getJobRecord(job.id)) ?? job;
}
