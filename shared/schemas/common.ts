import * as z from 'zod/mini';
import { isCalendarDay } from '../rules/calendar-days';
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

function textField(kind: TextKind, { label, max, whose, required, notAllowed }: TextFieldOptions) {
  const named = whose ? `${whose.charAt(0).toUpperCase()}${whose.slice(1)} ${label}` : `The ${label}`;
  required ??= `Please enter ${whose ?? 'your'} ${label}.`;
  notAllowed ??= `${named} contains a character that is not allowed.`;
  const tooLong = `${named} must be at most ${max} characters.`;
  return z.string({ error: required }).check(
    z.overwrite((value) => normaliseText(value, kind)),
    // One message a field: the first of not-allowed, blank and too long that applies.
    z.superRefine((value, ctx) => {
      const problem = textProblem(value, kind);
      if (problem === 'not-allowed') ctx.addIssue({ code: 'custom', message: notAllowed });
      else if (problem === 'blank') ctx.addIssue({ code: 'custom', message: required });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
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
