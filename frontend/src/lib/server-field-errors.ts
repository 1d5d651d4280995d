import { isApiRequestError } from './api-client';

/**
 * Shows a 422's per-field errors (staff-console §5: 'Server 422 answers with an errors object are
 * mapped to per-field errors') on the form's own fields; other fields' errors are left to the alert.
 */
export function showServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: 'server'; message: string }) => void,
): void {
  if (!isApiRequestError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as F, { type: 'server', message });
  }
}
