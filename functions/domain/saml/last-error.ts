import { findSamlLastError, recordSamlLastError } from '../../data/saml-last-errors';
import { DomainError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';

/**
 * Runs a school sign-on step (registration, link) and keeps its refusal as the caller's last
 * error for the last-error page; a field the form must correct (422) is shown on the form instead.
 */
export async function recordingSchoolSignOnFailure<T>(userId: string, now: Date, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && !(error instanceof ValidationError)) {
      await recordSamlLastError(userId, error.detail, now).catch((recordError: unknown) =>
        logger.error('could not record a school sign-on failure', { userId, error: recordError as Error }),
      );
    }
    throw error;
  }
}

/** GET /api/saml2/last-error: the caller's last failure of the past day, or null. */
export async function lastSchoolSignOnError(userId: string, now: Date) {
  return { lastError: await findSamlLastError(userId, now) };
}
