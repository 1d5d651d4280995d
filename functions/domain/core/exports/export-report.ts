import type * as z from 'zod/mini';
import type { PermissionCode } from '../../../../shared/permissions';

/** The staff exports that run as jobs (one job kind, 'export', with the report named in its subject). */
export const EXPORT_REPORTS = ['email-list', 'weekly-user-status', 'crm-unlinked-school-logins'] as const;
export type ExportReportName = (typeof EXPORT_REPORTS)[number];

/**
 * One export: its settled parameters (every date already fixed when the job was asked for, so a
 * resumed job reads the same data), its parts (the same list every run; one part per job step,
 * written to the export's files), and its header.
 */
export interface ExportReport<Params, Part> {
  name: ExportReportName;
  /** The export's name in words (on the Jobs list). */
  title: string;
  /** The permission its file needs: the permission of the tab that starts it. */
  permission: PermissionCode;
  params: z.ZodMiniType<Params>;
  header: readonly string[];
  fileName(params: Params): string;
  parts(params: Params): Part[] | Promise<Part[]>;
  rows(part: Part, params: Params): Promise<(string | number)[][]>;
  /** A line for the job's list when a part is done (e.g. a week's totals); none when absent. */
  describePart?(part: Part, rows: number): string | null;
}

/** A report of any parameters, as the export work handles them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportReport = ExportReport<any, any>;

/** Every export the 'export' job kind runs, by name: the areas' reports, joined in functions/domain/job-kinds/. */
export type ExportReportRegistry = Readonly<Record<ExportReportName, AnyExportReport>>;
