import { LOGIN_AS_MESSAGES, type ActAsGrantResponse } from '../../../shared/schemas/acting-as';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { loadSessionUser } from '../../data/users';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { startActingAs } from './grants';
import type { CallerSession } from './session';
import { loginAsRefusal } from './staff-login-as';

/** POST /api/login-as: staff start acting as a user they may reach (see loginAsRefusal). */
export async function startLoginAs(
  actor: SessionUser,
  userId: string,
  session: CallerSession,
  directory: Pick<SignInDirectory, 'sessionIsLive'>,
  now: Date = new Date(),
): Promise<ActAsGrantResponse> {
  const subject = await loadSessionUser(userId);
  if (!subject || subject.status !== 'active') throw new NotFoundError(LOGIN_AS_MESSAGES.userNotFound);
  switch (loginAsRefusal(actor, subject)) {
    case 'self':
      throw new ConflictError(LOGIN_AS_MESSAGES.self);
    case 'not-permitted':
      throw new ForbiddenError(LOGIN_AS_MESSAGES.notPermitted);
    case 'more-roles':
      throw new ForbiddenError(LOGIN_AS_MESSAGES.moreRoles);
    case null:
      return startActingAs(actor, subject, 'staff-as-user', session, directory, now);
  }
}
