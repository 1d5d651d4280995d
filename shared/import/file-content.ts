/**
 * Recognises what a file's bytes really are, so a file that is not what its name claims gets a
 * clear message instead of a SheetJS exception or a sheet of garbage.
 *
 * - .xlsx must be a ZIP container (an Office Open XML workbook), or an OLE2 compound file, which
 *   is how Excel stores a password-protected .xlsx (SheetJS then says so, and so do we).
 * - .xls must be an OLE2 compound file (Excel 97-2003), or one of the text spreadsheets that many
 *   school systems save with an .xls name: HTML tables, SpreadsheetML XML or delimited text.
 *   A ZIP workbook named .xls is read too: the content is a workbook either way.
 * - .csv must be text: no NUL bytes, and UTF-8 (with or without BOM), UTF-16 with BOM, or
 *   Windows-1252 when the bytes are not valid UTF-8 (older Excel exports).
 */
import type { SupportedImportExtension } from './constants';

export type FileContentKind = 'zip' | 'ole2' | 'pdf' | 'image' | 'text' | 'binary';

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

export function detectFileContent(bytes: Uint8Array): FileContentKind {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38])
  ) {
    return 'image';
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return 'text';
  return looksLikeText(bytes) ? 'text' : 'binary';
}

/** Text has no NUL bytes and few control characters in its first 8 KB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls += 1;
  }
  return controls <= sample.length / 100;
}

/** Whether the content can be what the extension claims (see the module comment). */
export function contentMatchesExtension(kind: FileContentKind, extension: SupportedImportExtension): boolean {
  switch (extension) {
    case 'xlsx':
      return kind === 'zip' || kind === 'ole2';
    case 'xls':
      return kind === 'ole2' || kind === 'zip' || kind === 'text';
    case 'csv':
      return kind === 'text';
  }
}

/** Decodes a text file: BOM first, then strict UTF-8, then Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const withoutBom = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(withoutBom);
  } catch {
    return new TextDecoder('windows-1252').decode(withoutBom);
  }
}
