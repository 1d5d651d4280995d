/**
 * The 'Ready To Apply' summary (spec §3 'Import summary'), counted from the match table:
 * - createdCount:  file rows without an account (new accounts);
 * - matchedCount:  file rows with at least one account;
 * - mergedCount:   accounts merged into another (a row with 3 accounts merges 2);
 * - retainedCount: this school's accounts not in the file and not marked;
 * - deletedCount:  accounts marked for deletion;
 * - totalAfterImport = createdCount + matchedCount + retainedCount.
 * Accounts of another school that no file row claims are left where they are and counted nowhere.
 */
import type { ImportTableState } from './table-state';

export interface ImportSummary {
  createdCount: number;
  matchedCount: number;
  retainedCount: number;
  mergedCount: number;
  deletedCount: number;
  totalAfterImport: number;
}

export function computeImportSummary(state: ImportTableState): ImportSummary {
  let createdCount = 0;
  let matchedCount = 0;
  let retainedCount = 0;
  let mergedCount = 0;
  let deletedCount = 0;
  for (const row of state.rows) {
    switch (row.action) {
      case 'register':
        createdCount += 1;
        break;
      case 'match':
        matchedCount += 1;
        mergedCount += row.users.length - 1;
        break;
      case 'retain':
        if (!row.hasOtherSchoolUsers) retainedCount += 1;
        break;
      case 'delete':
        deletedCount += 1;
        break;
    }
  }
  return {
    createdCount,
    matchedCount,
    retainedCount,
    mergedCount,
    deletedCount,
    totalAfterImport: createdCount + matchedCount + retainedCount,
  };
}
