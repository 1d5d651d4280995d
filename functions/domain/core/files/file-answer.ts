/** A file the domain makes for a person to save or open: its bytes (a PDF) or text (a CSV), and its name. */
export interface FileAnswer {
  filename: string;
  body: Buffer | string;
  /**
   * Said with the file when it holds less than it would (ARCHITECTURE 'Jobs and progress': an
   * export is never silently partial): sent as the X-Export-Warning header, which the SPA shows
   * beside the download.
   */
  warning?: string;
}
