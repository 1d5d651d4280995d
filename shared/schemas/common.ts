import * as z from 'zod/mini';

/** An ISO 8601 UTC timestamp, as every stored time is. */
export const isoDateTime = z.iso.datetime();

/** A required, trimmed text field with the spec's wording when it is missing. */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .check(z.trim(), z.minLength(1, `Please enter your ${label}.`), z.maxLength(max, `The ${label} must be at most ${max} characters.`));
}
