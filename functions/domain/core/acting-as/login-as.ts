import { loginAsRefusal, loginAsRefusalMessage } from '../../../../shared/rules/login-as';
import { LOGIN_AS_MESSAGES, type ActAsGrantResponse } from '../../../../shared/schemas/acting-as';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { SignInDirectory } from '../../../adapters/sign-in-directory/port';
import { loadSessionUser } from '../../../data/users';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors';
import { startActingAs } from './grants';
import type { CallerSession } from './session';

/** POST /api/login-as: staff start acting as a user they may reach (the rule: shared/rules/login-as.ts). */
export async function startLoginAs(
  actor: SessionUser,
  userId: string,
  session: CallerSession,
  directory: Pick<SignInDirectory, 'sessionIsLive'>,
  now: Date = new Date(),
): Promise<ActAsGrantResponse> {
  const subject = await loadSessionUser(userId);
  if (!subject || subject.status !== 'active') throw new NotFoundError(LOGIN_AS_MESSAGES.userNotFound);
  const refusal = loginAsRefusal(actor, subject);
  if (refusal === 'self') throw new ConflictError(loginAsRefusalMessage(refusal));
  if (refusal) throw new ForbiddenError(loginAsRefusalMessage(refusal));
  return startActingAs(actor, subject, 'staff-as-user', session, directory, now);
}
