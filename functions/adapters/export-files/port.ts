/**
 * Where staff exports (e-mail lists, statistics) are written and fetched from (ARCHITECTURE 'Jobs
 * and progress': a large export is a job): the exports bucket in AWS (./s3.ts), a folder in the
 * twin (./folder.ts). An export is written in parts, one per step of its job (each part written
 * again replaces itself, so a resumed job is safe), then joined into one CSV file, which the browser
 * downloads from a short-lived link: a Lambda's answer is limited to 6 MB, an export is not.
 */
export interface ExportFiles {
  writePart(exportId: string, part: number, text: string): Promise<void>;
  /** Joins `header` and parts 0 … partCount − 1, in order, into the export's file. */
  assemble(exportId: string, partCount: number, header: string): Promise<void>;
  /** Writes the export's whole file at once (a ZIP of a person's data); written again, it replaces itself. */
  writeFile(exportId: string, body: Uint8Array, contentType: string): Promise<void>;
  /** A link that downloads the file, saved as `fileName`, for DOWNLOAD_LINK_SECONDS. */
  downloadUrl(exportId: string, fileName: string): Promise<string>;
  /**
   * Whether the export's joined file is still there: the exports bucket's lifecycle rule removes it
   * EXPORT_FILE_DAYS days after it was written (the twin's folder does the same), and only a file
   * that exists gets a link.
   */
  fileExists(exportId: string): Promise<boolean>;
  /** Removes the export's file before its time (a deleted child's downloads); none there is no error. */
  removeFile(exportId: string): Promise<void>;
}

export const DOWNLOAD_LINK_SECONDS = 300;

export function partKey(exportId: string, part: number): string {
  return `exports/${exportId}/part-${String(part).padStart(5, '0')}.csv`;
}

export function fileKey(exportId: string): string {
  return `exports/${exportId}.csv`;
}

/** The type a downloaded file is served as, from its name: a ZIP, else CSV. */
export function contentTypeOf(fileName: string): string {
  return fileName.toLowerCase().endsWith('.zip') ? 'application/zip' : 'text/csv; charset=utf-8';
}

/** An attachment header naming the file in both forms (ASCII and RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]+/g, '-') || 'export.csv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
