import type { ApiError } from '../../../shared/api/errors';
import { SOCIAL_REGISTRATION_MESSAGES } from '../../../shared/schemas/auth-social';
import type { SessionUser } from '../../../shared/schemas/user';
import { claimUsername, findUserIdByUsername, releaseUsernameClaim, UsernameTakenError } from '../../data/usernames';
import type { TransactItem } from '../../data/transactions';
import { saveNewProfile } from '../../data/users';
import { ALREADY_REGISTERED_MESSAGE } from '../../../shared/schemas/auth-messages';
import { AccessDeniedError, ConflictError, fieldPointer } from '../../platform/errors';
import { logger } from '../../platform/logger';

/**
 * What registrations of federated people (Google and Facebook: social registration; school
 * systems: SAML registration) share: the details a provider may leave out, the email that is a
 * password account's, and writing the profile under the federated user's sub with its username.
 */

export function fieldError(field: string, detail: string): ApiError {
  return { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } };
}

/** The first name always, the last name and email unless a student: each missing one with its message. */
export function missingDetails(
  details: { firstName: string | null; lastName: string | null; email: string | null },
  { student }: { student: boolean },
): ApiError[] {
  const errors: ApiError[] = [];
  if (!details.firstName) errors.push(fieldError('firstName', SOCIAL_REGISTRATION_MESSAGES.firstNameRequired));
  if (!details.lastName && !student) errors.push(fieldError('lastName', SOCIAL_REGISTRATION_MESSAGES.lastNameRequired));
  if (!details.email && !student) errors.push(fieldError('email', SOCIAL_REGISTRATION_MESSAGES.emailRequired));
  return errors;
}

/** Refuses (409, pointing at the email) an email that is already an account's username. */
export async function assertEmailHasNoAccount(email: string | null, message: string): Promise<void> {
  if (email && (await findUserIdByUsername(email))) throw new ConflictError(message, fieldPointer(['email']));
}

/**
 * Claims the username and writes the profile with `alongside` (a class membership, a SAML
 * account) in one transaction; a failed write gives the claim back. A username or profile that
 * exists already means this person registered before (403 'already registered').
 */
export async function saveFederatedProfile(user: SessionUser, alongside: TransactItem[], now: Date): Promise<void> {
  try {
    await claimUsername(user.username, now);
  } catch (error) {
    if (error instanceof UsernameTakenError) throw new AccessDeniedError(ALREADY_REGISTERED_MESSAGE);
    throw error;
  }
  try {
    await saveNewProfile(user, alongside);
  } catch (error) {
    await releaseUsernameClaim(user.username).catch((cleanupError: unknown) =>
      logger.error('could not release a username claim', { username: user.username, error: cleanupError as Error }),
    );
    if (error instanceof Error && error.name === 'TransactionCanceledException')
      throw new AccessDeniedError(ALREADY_REGISTERED_MESSAGE);
    throw error;
  }
}
