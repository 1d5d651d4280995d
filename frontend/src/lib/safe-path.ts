/**
 * A redirect target taken from the URL (`intended`) must stay inside the SPA: a path starting
 * with one slash, never `//host` or a scheme.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
