import type { Locale } from '../../../shared/i18n/locales';
import {
  ACCESS_TOKEN_NOT_YOURS,
  LANGUAGE_MESSAGES,
  MANAGED_ACCOUNT_CANNOT_EDIT,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_UNAVAILABLE,
  WRONG_CURRENT_PASSWORD,
} from '../../../shared/schemas/me';
import { managesOwnAccount } from '../../../shared/rules/account-kind';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  DirectoryCodeRejectedError,
  DirectoryPasswordRejectedError,
  DirectorySessionEndedError,
  DirectoryWrongPasswordError,
  type SignInDirectory,
} from '../../adapters/sign-in-directory/port';
import { updateProfile } from '../../data/users';
import { DomainError, ForbiddenError, UnauthorizedError, ValidationError, fieldPointer } from '../../platform/errors';
import { phrase } from '../../../shared/i18n/text';

/** The portal's name in authenticator apps (the otpauth issuer). */
export const TOTP_ISSUER = 'App Library';

function invalid(field: string, detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

/** The route's access rule already refuses them; kept here so the rule holds for any caller of the domain. */
function assertManagesOwnAccount(user: SessionUser): void {
  if (!managesOwnAccount(user)) throw new ForbiddenError(MANAGED_ACCOUNT_CANNOT_EDIT);
}

/**
 * An access token the caller passes for a user-pool call must be an access token of the caller.
 * Its claims are read here without checking the signature: Cognito checks the token itself on the
 * call that follows and refuses a forged, expired or revoked one, so a token that gets through
 * names the caller.
 */
export function assertOwnAccessToken(user: SessionUser, accessToken: string): void {
  let claims: Record<string, unknown> = {};
  try {
    claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    // not a token: refused below
  }
  if (claims['token_use'] !== 'access' || claims['sub'] !== user.id) throw new ForbiddenError(ACCESS_TOKEN_NOT_YOURS);
}

/** Maps the directory's token refusal to the 401 that sends the SPA back to the login page. */
async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DirectorySessionEndedError) throw new UnauthorizedError();
    throw error;
  }
}

export function updateOwnProfile(
  user: SessionUser,
  changes: Pick<SessionUser, 'title' | 'firstName' | 'lastName'>,
): Promise<SessionUser> {
  assertManagesOwnAccount(user);
  return updateProfile(user.id, changes);
}

/**
 * Saves the caller's language (docs/using/languages.md). Every account chooses its own, children
 * and students too; while acting as another user it is theirs, so the actor's menu changes only
 * the actor's browser.
 */
export function updateOwnLanguage(user: SessionUser, language: Locale, acting: boolean): Promise<SessionUser> {
  if (acting) throw new ForbiddenError(LANGUAGE_MESSAGES.notWhileActing);
  return updateProfile(user.id, { language });
}

export async function changeOwnPassword(
  user: SessionUser,
  input: { accessToken: string; currentPassword: string; password: string },
  directory: SignInDirectory,
): Promise<void> {
  assertManagesOwnAccount(user);
  if (!user.hasPassword)
    throw new DomainError(
      409,
      'no-password',
      phrase('This account signs in through another provider and has no password to change.'),
    );
  assertOwnAccessToken(user, input.accessToken);
  try {
    await withSession(() =>
      directory.changePassword({
        accessToken: input.accessToken,
        currentPassword: input.currentPassword,
        newPassword: input.password,
      }),
    );
  } catch (error) {
    if (error instanceof DirectoryWrongPasswordError) throw invalid('currentPassword', WRONG_CURRENT_PASSWORD);
    if (error instanceof DirectoryPasswordRejectedError) throw invalid('password', error.message);
    throw error;
  }
}

function assertCanUseTwoFactor(user: SessionUser, accessToken: string): void {
  if (!user.hasPassword) throw new DomainError(409, 'two-factor-unavailable', TWO_FACTOR_UNAVAILABLE);
  assertOwnAccessToken(user, accessToken);
}

/** Setup step 1: a new key from the user pool. It is returned to the teacher once and kept only by Cognito. */
export async function generateTwoFactorKey(
  user: SessionUser,
  accessToken: string,
  directory: SignInDirectory,
): Promise<{ secret: string; otpauthUri: string }> {
  assertCanUseTwoFactor(user, accessToken);
  const secret = await withSession(() => directory.associateSoftwareToken(accessToken));
  const label = encodeURIComponent(`${TOTP_ISSUER}:${user.username}`);
  return { secret, otpauthUri: `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}` };
}

/** Setup step 3: a code of the new key proves the app has it; then sign-in asks for codes. */
export async function enableTwoFactor(
  user: SessionUser,
  input: { accessToken: string; code: string },
  directory: SignInDirectory,
): Promise<SessionUser> {
  assertCanUseTwoFactor(user, input.accessToken);
  try {
    await withSession(() => directory.verifySoftwareToken(input.accessToken, input.code));
  } catch (error) {
    if (error instanceof DirectoryCodeRejectedError) throw invalid('code', TWO_FACTOR_CODE_WRONG);
    throw error;
  }
  await withSession(() => directory.setSoftwareTokenMfa(input.accessToken, true));
  return updateProfile(user.id, { hasTwoFactor: true });
}

export async function removeTwoFactor(
  user: SessionUser,
  accessToken: string,
  directory: SignInDirectory,
): Promise<SessionUser> {
  assertOwnAccessToken(user, accessToken);
  await withSession(() => directory.setSoftwareTokenMfa(accessToken, false));
  return updateProfile(user.id, { hasTwoFactor: false });
}
