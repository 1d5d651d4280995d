/**
 * The file picker's checks (spec §5 'Import file'): one file, of type .csv, .xls or .xlsx.
 * An unsupported type is reported before the count, so the administrator learns which file is wrong.
 */
import { SUPPORTED_IMPORT_EXTENSIONS } from './constants';
import type { SupportedImportExtension } from './constants';
import { fileSelectionMessages } from './messages';

export function importFileExtension(fileName: string): SupportedImportExtension | null {
  const match = /\.([^.]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return SUPPORTED_IMPORT_EXTENSIONS.find((supported) => supported === extension) ?? null;
}

/** Returns the message to show for the chosen files, or null when exactly one supported file was chosen. */
export function validateSelectedFiles(fileNames: readonly string[]): string | null {
  if (fileNames.length === 0) return fileSelectionMessages.noFile;
  const unsupported = fileNames.filter((name) => importFileExtension(name) === null).length;
  if (fileNames.length === 1) return unsupported === 1 ? fileSelectionMessages.unsupportedFile : null;
  if (unsupported === 1) return fileSelectionMessages.oneUnsupportedFile;
  if (unsupported > 1) return fileSelectionMessages.severalUnsupportedFiles;
  return fileSelectionMessages.onlyOneFile;
}
