/**
 * Spec §5: empty or whitespace strings on username, class group name, schoolKey and social email
 * are sent as null. Used by zod preprocessors on both sides of the wire.
 */
export function blankToNull(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}
