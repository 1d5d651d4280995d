import { accountKind } from '../../../../shared/rules/account-kind';
import { translated } from '../../../../shared/i18n/text';
import { FAMILY_MESSAGES } from '../../../../shared/schemas/children';
import type { ChildRow } from '../../../../shared/schemas/children';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { UserService } from '../../../../shared/schemas/user-service';
import { listChildren } from '../../lib/children';
import { listMyUserServices } from '../../lib/user-services';

/**
 * Whom the flow subscribes: the chosen child (`?user=`, a parent only) or the signed-in person.
 * `access` is what they can use today, so Sign Up shows only without access (§2 plan).
 */
export interface Subscriber {
  /** The child's id, or null for oneself (the API's `userId`). */
  childId: string | null;
  child: ChildRow | null;
  /** The parent's children, for the banner's Change child account / Create another child account. */
  childCount: number;
  access: readonly UserService[];
}

export function useSubscriber(
  user: SessionUser | null,
  childId: string | null,
): { subscriber: Subscriber | null; pending: boolean; error: Error | null } {
  const isParent = user !== null && accountKind(user).isParentAccount;
  const children = listChildren.useRead(undefined, { enabled: isParent });
  const own = listMyUserServices.useRead(undefined, { enabled: user !== null && !childId });
  if (childId) {
    if (children.isPending) return { subscriber: null, pending: true, error: null };
    if (children.error) return { subscriber: null, pending: false, error: children.error };
    const child = children.data.find((row) => row.id === childId) ?? null;
    if (!child)
      return { subscriber: null, pending: false, error: new Error(translated(FAMILY_MESSAGES.childNotFound)) };
    return {
      subscriber: { childId, child, childCount: children.data.length, access: child.subscriptions },
      pending: false,
      error: null,
    };
  }
  if (own.isPending) return { subscriber: null, pending: true, error: null };
  if (own.error) return { subscriber: null, pending: false, error: own.error };
  return {
    subscriber: { childId: null, child: null, childCount: children.data?.length ?? 0, access: own.data },
    pending: false,
    error: null,
  };
}
