/**
 * The SMART Tool engine: reading student and teacher files, proposing matches against existing
 * accounts, the match page's operations, the class review, the summary and the apply payload.
 * Pure TypeScript, shared by the wizard in the browser and the prepare/apply API.
 *
 *   read   readImportFile(bytes, fileName, options)           → rows, warnings | errors
 *   API    prepareImport(rows, existingUsers, options)         → ImportPrepareResponse (spec §7)
 *   page   createMatchTable(response) → match / split / delete / undelete / n / m
 *   review reviewClasses(state, choices), computeImportSummary(state)
 *   apply  buildApplyRequest(state, choices)                   → ImportApplyRequest (spec §7)
 */
export {
  MATCH_TABLE_TRUNCATE_LENGTH,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  MERGE_WARNING_THRESHOLD,
  SUPPORTED_IMPORT_EXTENSIONS,
  TEACHER_TITLES,
} from './constants';
export { fileMessages, fileSelectionMessages, prepareMessages, rowMessages, tableMessages } from './messages';
export { schoolRoleSchema } from './school-role';
export type { SchoolRole } from './school-role';
export {
  certainMatchRuleSchema,
  defaultClassReviewChoices,
  existingUserSchema,
  importApplyRequestSchema,
  importApplyUserSchema,
  importFileRowSchema,
  importIssueSchema,
  importPrepareRequestSchema,
  importPrepareResponseSchema,
  importRecordSchema,
  importSchoolSchema,
  possibleMatchGroupSchema,
  cleanExistingUser,
  fromExistingUser,
  toExistingUser,
  toImportFileRow,
  toImportRecord,
} from './types';
export type {
  CertainMatchRule,
  ClassReviewChoices,
  ExistingUser,
  ExistingUserInput,
  ImportApplyRequest,
  ImportApplyUser,
  ImportFileRow,
  ImportFileRowInput,
  ImportIssue,
  ImportPrepareRequest,
  ImportPrepareResponse,
  ImportRecord,
  ImportRecordInput,
  ImportSchool,
  PossibleMatchGroup,
} from './types';
export { importFileExtension, validateSelectedFiles } from './file-selection';
export { columnDefinitions, normaliseHeading } from './headings';
export type { ImportField, RecognisedColumn } from './headings';
export { readImportFile } from './read-file';
export type {
  ImportFileReadFailure,
  ImportFileReadResult,
  ImportFileReadSuccess,
  ReadImportFileOptions,
} from './read-file';
export { ImportInputError, prepareImport } from './prepare';
export { studentIdConflicts, STUDENT_ID_COLUMN } from './student-ids';
export type { StudentIdConflict, StudentIdPlanRow } from './student-ids';
export type { PrepareImportOptions } from './prepare';
export { POSSIBLE_MATCH_MIN_SCORE } from './match-rules';
export { createMatchTable, userRowKey } from './table-state';
export type { ImportRow, ImportRowAction, ImportTableContext, ImportTableState } from './table-state';
export {
  canDelete,
  canMatch,
  canSplit,
  canUndelete,
  clearSelection,
  deleteSelectedRow,
  largeMergeWarning,
  matchAndSelectNext,
  matchSelectedRows,
  openPossibleMatchGroups,
  selectNextPossibleMatchGroup,
  selectRows,
  splitSelectedRow,
  toggleRowSelection,
  undeleteSelectedRow,
  unsavedChangesWarning,
} from './table-operations';
export type { TableOperationResult } from './table-operations';
export { reviewClasses } from './class-review';
export type { ClassStatus, ClassSummaryRow, ExistingClass } from './class-review';
export { computeImportSummary } from './summary';
export type { ImportSummary } from './summary';
export {
  applyStudentIdIssues,
  buildApplyRequest,
  projectUsersAfterApply,
  sharedStudentIds,
  studentIdWarningsByRow,
  type SharedStudentId,
} from './apply-plan';
export type { ProjectionOptions } from './apply-plan';
export { truncateForMatchTable } from './display';
