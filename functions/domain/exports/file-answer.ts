/** A file the domain makes for a person to save or open: its bytes (a PDF) or text (a CSV), and its name. */
export interface FileAnswer {
  filename: string;
  body: Buffer | string;
}
