/**
 * What counts as text in a field a person types: no control characters, no lone
 * surrogates, and at least one character that can be seen. The zod helpers in
 * shared/schemas/common.ts build every user-typed field from these, so the SPA and the API agree.
 *
 * Regular expressions rather than String.prototype.isWellFormed: the shared code is type-checked
 * against lib ES2023, which does not have it, and the SPA runs in browsers older than it.
 */

export type TextKind = 'single-line' | 'multi-line';

/** What is wrong with a normalised value: nothing to see ('blank') or a character no text may hold. */
export type TextProblem = 'blank' | 'not-allowed';

/**
 * Control characters (C0, DEL, C1, tab and line breaks among them), lone surrogates, which no
 * UTF-8 store can hold, and the Unicode line and paragraph separators.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** The same, but a message body keeps its line breaks (made \n by normaliseText) and tabs. */
const NOT_MULTI_LINE = /(?![\t\n])[\p{Cc}\p{Cs}]/u;

/**
 * Format characters that show nothing: zero-width space, word joiner, byte order mark, soft
 * hyphen, bidirectional marks and overrides, tag characters. Zero-width joiner and non-joiner
 * are kept: they shape Persian and Indic words and join emoji sequences (woman, ZWJ, laptop).
 */
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/u;
const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');

/** A character that shows something: not a space, not a control or format character, not default-ignorable (Hangul fillers). */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The value as stored: invisible format characters removed and surrounding white space trimmed;
 * in a message body every line break becomes \n.
 */
export function normaliseText(value: string, kind: TextKind): string {
  const lines = kind === 'multi-line' ? value.replace(/\r\n?|[\u2028\u2029]/g, '\n') : value;
  // Stripped, not refused: they arrive unseen with pasted text, so no one could find what to fix, and the name kept is the one they see.
  return lines.replace(EVERY_INVISIBLE, '').trim();
}

/** The problem of a value already passed through normaliseText, or null when it is text. */
export function textProblem(normalised: string, kind: TextKind): TextProblem | null {
  if ((kind === 'single-line' ? NOT_SINGLE_LINE : NOT_MULTI_LINE).test(normalised)) return 'not-allowed';
  if (!VISIBLE.test(normalised)) return 'blank';
  return null;
}

/**
 * Whether a value that must be kept exactly as typed, such as a password, holds a character
 * single-line text may not, or an invisible one that normaliseText would have stripped.
 */
export function hasCharacterNotAllowed(value: string): boolean {
  return NOT_SINGLE_LINE.test(value) || INVISIBLE.test(value);
}
