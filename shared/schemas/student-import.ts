import * as z from 'zod/mini';
import { schoolRoleSchema } from '../import/school-role';
import { importApplyRequestSchema, importPrepareRequestSchema, importPrepareResponseSchema } from '../import/types';
import { isoDateTime } from './common';
import { jobSchema } from './jobs';

/**
 * The SMART Tool's server (school-and-family §2 Student import wizard, §7 prepare and apply) and
 * its undo (beyond the spec): Save & Apply records a restore point; for 30 days the
 * school's administrators see each import and may undo it. The engine's wire shapes live in
 * shared/import/types.ts; this file adds what the routes wrap around them.
 */

/** How long an import can be undone. */
export const IMPORT_UNDO_DAYS = 30;

export const STUDENT_IMPORT_MESSAGES = {
  preparedTooLarge:
    'This file is too large to check at once. Split it into smaller files (fewer rows, or shorter cells) and import them one after the other.',
  importNotFound: 'This import could not be found.',
  undoExpired: `An import can only be undone within ${IMPORT_UNDO_DAYS} days.`,
  notUndoable: 'Only an applied import can be undone.',
  undoNeedsConfirmation: 'Some accounts or classes have changed since this import. Confirm to undo the rest of it.',
  importRunning: 'Another import of this school is being applied. Wait for it to finish.',
  applyFailed: 'The import stopped before it finished. What was done is listed; resume it to finish.',
  undoFailed: 'The undo stopped before it finished. What was done is listed; resume it to finish.',
  notAdministrator: 'Only the school administrators can use the SMART Tool.',
  /** Apply names an account prepare would not have offered (another school's not found by a NameID of the file, or none). */
  accountNotOffered: 'The import names an account that is not in this school. Prepare the file again.',
  /** Apply names a file row's account twice (in two rows, or matched and deleted). */
  accountTwice: 'The import names an account more than once. Prepare the file again.',
} as const;

export const schoolRoleQuerySchema = z.object({ 'school-role': schoolRoleSchema });

export const prepareImportRequestSchema = importPrepareRequestSchema;
export const prepareImportResponseSchema = importPrepareResponseSchema;

export const importSummarySchema = z.object({
  createdCount: z.int().check(z.nonnegative()),
  matchedCount: z.int().check(z.nonnegative()),
  retainedCount: z.int().check(z.nonnegative()),
  mergedCount: z.int().check(z.nonnegative()),
  deletedCount: z.int().check(z.nonnegative()),
  totalAfterImport: z.int().check(z.nonnegative()),
});
export type ImportSummaryRecord = z.infer<typeof importSummarySchema>;

/**
 * Save & Apply: the engine's apply request, plus a request id the page draws once per Save & Apply
 * (a second call with the same id answers the same import and job, never a second import) and
 * the summary the administrator confirmed (kept with the import for its history).
 */
export const applyImportRequestSchema = z.extend(importApplyRequestSchema, {
  requestId: z.uuid(),
  summary: importSummarySchema,
});
export type ApplyImportRequest = z.infer<typeof applyImportRequestSchema>;

export const importStateSchema = z.enum(['applying', 'applied', 'failed', 'undoing', 'undone']);
export type ImportState = z.infer<typeof importStateSchema>;

/** One past import of a school, as its history lists it. */
export const pastImportSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolRole: schoolRoleSchema,
  by: z.object({ id: z.string(), name: z.string() }),
  at: isoDateTime,
  summary: importSummarySchema,
  state: importStateSchema,
  /** The job applying it, then the job undoing it: the page polls it while it runs. */
  jobId: z.string(),
  /** Until when Undo is offered (at + 30 days). */
  undoableUntil: isoDateTime,
});
export type PastImport = z.infer<typeof pastImportSchema>;

export const applyImportResponseSchema = z.object({ import: pastImportSchema, job: jobSchema });
export const pastImportsResponseSchema = z.object({ imports: z.array(pastImportSchema) });

export const importIdParamsSchema = z.object({
  schoolId: z.string().check(z.minLength(1), z.maxLength(100)),
  importId: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** What changed since an import, so undoing it would overwrite someone's later work. */
export const undoConflictSchema = z.object({
  kind: z.enum(['account', 'class']),
  id: z.string(),
  name: z.string(),
  /** In words, e.g. 'renamed since the import', 'moved to another class'. */
  change: z.string(),
});
export type UndoConflict = z.infer<typeof undoConflictSchema>;

export const undoCheckResponseSchema = z.object({ conflicts: z.array(undoConflictSchema) });

/** Undo: with conflicts, only when confirmed (then the changed records are left as they are). */
export const undoImportRequestSchema = z.object({ confirmConflicts: z.boolean() });
export const undoImportResponseSchema = z.object({ import: pastImportSchema, job: jobSchema });
