import { SUBSCRIPTION_MESSAGES } from '../../../shared/schemas/subscriptions';
import { FAMILY_MESSAGES } from '../../../shared/schemas/children-messages';
import type { SessionUser } from '../../../shared/schemas/user';
import { accountKind } from '../../../shared/rules/account-kind';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { ownChild } from '../children/own-children';

/** Whose subscription it is (`subscriber`) and who pays for it and may cancel it (`payer`). */
export interface SubscriptionParties {
  payer: SessionUser;
  subscriber: SessionUser;
}

/**
 * visitor-and-account §5: subscribing is not allowed for school users except students, nor for
 * child accounts; parents subscribe only for their own children (404 for another's) or themselves.
 */
export async function subscriptionParties(caller: SessionUser, childId: string | null): Promise<SubscriptionParties> {
  const kind = accountKind(caller);
  if (kind.isChildAccount) throw new ForbiddenError(FAMILY_MESSAGES.talkToParent);
  if (kind.isTeacher) throw new ForbiddenError(SUBSCRIPTION_MESSAGES.schoolAccountsCannotSubscribe);
  if (childId === null || childId === caller.id) return { payer: caller, subscriber: caller };
  // Only a parent has children; any other account naming someone else is told there is no such child.
  if (!kind.isParentAccount) throw new NotFoundError(FAMILY_MESSAGES.childNotFound);
  return { payer: caller, subscriber: await ownChild(caller, childId) };
}

/** Who keeps a card: accounts that pay for themselves or their children (not school or child accounts). */
export function assertKeepsCard(caller: SessionUser): void {
  const kind = accountKind(caller);
  if (kind.isSchoolAccount) throw new ForbiddenError(SUBSCRIPTION_MESSAGES.schoolAccountsPayThroughSchool);
  if (kind.isChildAccount) throw new ForbiddenError(SUBSCRIPTION_MESSAGES.childAccountsHaveNoCard);
}

/** Whose subscriptions the caller may see: their own, or (a parent) a child's. */
export async function subscriptionHolder(caller: SessionUser, userId: string | undefined): Promise<SessionUser> {
  if (!userId || userId === caller.id) return caller;
  return ownChild(caller, userId);
}
