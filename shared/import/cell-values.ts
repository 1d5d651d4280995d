/**
 * Reading single cell values: whitespace, the Class column's one-name-or-JSON-list form
 * (spec §5), teacher titles and email addresses.
 */
import { TEACHER_TITLES } from './constants';

const plainText = /^[!-~]+(?: [!-~]+)*$/;
/** Control and format characters (zero-width spaces, byte order marks), but not whitespace. */
const invisible = /(?![\t\n\v\f\r])[\p{Cc}\p{Cf}]/gu;

/** Collapses runs of whitespace (including non-breaking spaces) and drops invisible characters. */
export function cleanCellText(value: string): string {
  // Most cells are plain printable text with single spaces: nothing to clean.
  if (value === '' || plainText.test(value)) return value;
  return value.replace(invisible, '').replace(/\s+/g, ' ').trim();
}

/** Class names compare without regard to case or spacing: '7a' and ' 7A ' are the same class. */
export function classKey(name: string): string {
  return cleanCellText(name).toLowerCase();
}

/** Drops blank names and repeats (first spelling wins), keeping the file's order. */
export function uniqueClassNames(names: readonly string[]): string[] {
  if (names.length === 1) {
    const cleaned = cleanCellText(names[0] as string);
    return cleaned === '' ? [] : [cleaned];
  }
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const cleaned = cleanCellText(name);
    const key = cleaned.toLowerCase();
    if (cleaned === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(cleaned);
  }
  return result;
}

/**
 * The Class cell holds one class name, or a JSON list of names such as ["7A", "Maths 7"].
 * A cell that starts with '[' is read as a list; if it is not a valid list of names it is an error
 * (null) rather than a class called '["7A", "Maths 7"'.
 */
export function parseClassList(value: string): string[] | null {
  const cleaned = cleanCellText(value);
  if (cleaned === '') return [];
  if (!cleaned.startsWith('[')) return [cleaned];
  let parsed: unknown;
  try {
    parsed = JSON.parse(normaliseQuotes(cleaned));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string' || typeof item === 'number'))
    return null;
  return uniqueClassNames(parsed.map(String));
}

/** Spreadsheet programs like to turn "straight" quotes into “curly” ones. */
function normaliseQuotes(value: string): string {
  return value.replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
}

const titleLookup = new Map<string, string>(
  TEACHER_TITLES.flatMap((title) => {
    const bare = title.replace(/\.$/, '').toLowerCase();
    return [
      [bare, title],
      [`${bare}.`, title],
    ] as Array<[string, string]>;
  }),
);

/** 'mr', 'MR.' and 'Mr' all become 'Mr.'; null when the text is not one of the titles. */
export function normaliseTitle(value: string): string | null {
  return titleLookup.get(cleanCellText(value).toLowerCase()) ?? null;
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value);
}
