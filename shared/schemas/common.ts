import * as z from 'zod/mini';
import { isCalendarDay } from '../rules/calendar-days';
import { icu, translated } from '../i18n/text';
import { normaliseText, textProblem, type TextKind } from '../rules/text';

/** An ISO 8601 UTC timestamp, as every stored time is. */
export const isoDateTime = z.iso.datetime();

/** A text field: its label names it in the messages, which the spec's wording may override. */
export interface TextFieldOptions {
  /** 'first name' gives 'Please enter your first name.' and 'The first name must be at most 100 characters.' */
  label: string;
  max: number;
  /**
   * Whose field it is when it is not the person's own: "the student's" gives 'Please enter the
   * student's first name.' and "The student's first name must be at most 100 characters." (a
   * teacher fills in a student's, a parent a child's, an administrator a teacher's form).
   */
  whose?: string;
  required?: string;
  notAllowed?: string;
}

/**
 * Whose field a message names, as a select key of its templates: the person's own (`other`), or
 * another's as the forms name them. A `whose` of no key is said in English.
 */
const WHOSE_KEYS: Readonly<Record<string, string>> = {
  "the student's": 'student',
  "the child's": 'child',
  "the teacher's": 'teacher',
  the: 'the',
};

/**
 * The three messages of a text field, each one sentence in the current language (shared/i18n/
 * text.ts), made when a value is checked: on the server in the caller's language, on the SPA in
 * the screen's. The label is translated as a phrase of its own.
 */
function fieldMessages(label: string, max: number, whose: string | undefined) {
  const key = whose === undefined ? 'own' : WHOSE_KEYS[whose];
  if (whose !== undefined && key === undefined) {
    const named = `${whose.charAt(0).toUpperCase()}${whose.slice(1)} ${label}`;
    return {
      required: () => `Please enter ${whose} ${label}.`,
      notAllowed: () => `${named} contains a character that is not allowed.`,
      tooLong: () => `${named} must be at most ${max} characters.`,
    };
  }
  const values = () => ({ whose: key ?? 'own', label: translated(label), max });
  return {
    required: () =>
      icu(
        "{whose, select, student {Please enter the student's {label}.} child {Please enter the child's {label}.} teacher {Please enter the teacher's {label}.} the {Please enter the {label}.} other {Please enter your {label}.}}",
        values(),
      ),
    notAllowed: () =>
      icu(
        "{whose, select, student {The student's {label} contains a character that is not allowed.} child {The child's {label} contains a character that is not allowed.} teacher {The teacher's {label} contains a character that is not allowed.} other {The {label} contains a character that is not allowed.}}",
        values(),
      ),
    tooLong: () =>
      icu(
        "{whose, select, student {The student's {label} must be at most {max} characters.} child {The child's {label} must be at most {max} characters.} teacher {The teacher's {label} must be at most {max} characters.} other {The {label} must be at most {max} characters.}}",
        values(),
      ),
  };
}

function textField(kind: TextKind, { label, max, whose, required, notAllowed }: TextFieldOptions) {
  const messages = fieldMessages(label, max, whose);
  // A message the schema gives is a fixed text: the API's error mapper translates it by its English.
  const requiredMessage = required === undefined ? messages.required : () => required;
  const notAllowedMessage = notAllowed === undefined ? messages.notAllowed : () => notAllowed;
  return z.string({ error: () => requiredMessage() }).check(
    z.overwrite((value) => normaliseText(value, kind)),
    // One message a field: the first of not-allowed, blank and too long that applies.
    z.superRefine((value, ctx) => {
      const problem = textProblem(value, kind);
      if (problem === 'not-allowed') ctx.addIssue({ code: 'custom', message: notAllowedMessage() });
      else if (problem === 'blank') ctx.addIssue({ code: 'custom', message: requiredMessage() });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: messages.tooLong() });
    }),
  );
}

/**
 * Required one-line text a person types (names, email addresses, usernames): trimmed, invisible
 * characters stripped, and refused when blank or holding a control character (tab and line
 * breaks too) or a lone surrogate (shared/rules/text.ts).
 */
export function singleLineText(options: TextFieldOptions) {
  return textField('single-line', options);
}

/** Required text of several lines (message bodies): as singleLineText, but it keeps \n and tabs. */
export function multiLineText(options: TextFieldOptions) {
  return textField('multi-line', options);
}

/** A required, trimmed text field with the spec's wording when it is missing. */
export function requiredText(label: string, max = 100) {
  return singleLineText({ label, max });
}

/** A calendar day as yyyy-mm-dd that exists: `format` when it is not that shape, `invalid` when no such day exists. */
export function calendarDaySchema(messages: { format: string; invalid: string }) {
  return z
    .string({ error: messages.format })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.format), z.refine(isCalendarDay, messages.invalid));
}
