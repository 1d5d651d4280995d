import type { JobKind } from '../../../../shared/schemas/jobs';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { JobRecord } from '../../../data/jobs';
import type { DomainError } from '../../../platform/errors';

/**
 * What the Jobs list knows of a job kind (ARCHITECTURE 'Jobs and progress': every user finds their
 * recent jobs again), told by the area that owns the kind: core/jobs lists every kind's jobs but
 * imports no area, so each area describes its own and functions/domain/job-kinds/ joins them.
 */
export interface JobKindListing {
  /** What a job of this kind works on, in words (the line under its kind on the Jobs list). */
  describe(record: JobRecord, context: JobListContext): string | Promise<string>;
  /** For a kind whose job leaves a file to download from the Jobs list. */
  file?: JobKindFile;
}

/** What the Jobs list has read at once for the whole page. */
export interface JobListContext {
  /** A school's name by id (a school merged away keeps its id as its name), or 'A school' without an id. */
  school(id: string | undefined): string;
}

export interface JobKindFile {
  /** The file's name when the job's subject names none. */
  defaultName: string;
  /**
   * Why this caller may not take the file of this job (the error its download answers: no longer
   * permitted, not such a file, acting as another account), or null when they may.
   */
  refusal(user: SessionUser, record: JobRecord, acting: boolean): Promise<DomainError | null>;
}

/** Every job kind's listing: a kind without one does not compile. */
export type JobKindRegistry = Readonly<Record<JobKind, JobKindListing>>;
