import * as z from 'zod';
import { blankToNull } from '../rules/blank-to-null';

/** An ISO 8601 UTC timestamp, as every stored time is. */
export const isoDateTime = z.iso.datetime();

/** A required, trimmed text field with the spec's wording when it is missing. */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);
}

/** Spec §5: these fields turn empty or whitespace strings into null before validation. */
export function nullableBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable());
}

/** Ids in paths and bodies: short, printable, never blank. */
export const entityId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id.');
