import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FAMILY_MESSAGES } from '../../../../shared/schemas/children';

/**
 * Which of My Child Accounts' buttons the selection allows (school-and-family §2, §5): null when
 * one may be pressed, otherwise why not — the tooltip 'Please select child account(s) first.'
 * with nothing selected, 'Please select one child account' with too many.
 */
export function childActions(selectedCount: number) {
  const none = selectedCount === 0;
  const many = selectedCount > 1;
  const exactlyOne = none ? FAMILY_MESSAGES.selectFirst : many ? FAMILY_MESSAGES.selectOneChild : null;
  return {
    loginToChild: exactlyOne,
    viewSubscriptions: exactlyOne,
    subscribe: exactlyOne,
    regenerateUsername: exactlyOne,
    history: exactlyOne,
    appsAndSharing: exactlyOne,
    /** Any or no child: with none chosen, the claim page asks which child. */
    claimCode: many ? FAMILY_MESSAGES.selectOneChild : null,
    deleteChildren: none ? FAMILY_MESSAGES.selectFirst : null,
  };
}
export type ChildAction = keyof ReturnType<typeof childActions>;

/** What pressing a button that is not available says: §5's own words where it has them. */
export function unavailableMessage(action: ChildAction, reason: string): string {
  if (action === 'deleteChildren') return FAMILY_MESSAGES.noChildrenSelected;
  if (action === 'regenerateUsername') return FAMILY_MESSAGES.selectOneChild;
  return reason;
}

/** The delete confirmation: each child by name, and what goes with them, in the portal's language. */
export function deleteChildrenWarning(
  children: readonly { firstName: string; username: string; subscriptions: readonly { serviceName: string }[] }[],
  i18n: I18n = activeI18n,
): string[] {
  return children.map((child) => {
    const { firstName, username } = child;
    const apps = child.subscriptions.map((access) => access.serviceName).join(', ');
    return apps
      ? i18n._(
          msg`${firstName} (${username}): the account, their access to ${apps}, their password and their sign-in history.`,
        )
      : i18n._(
          msg`${firstName} (${username}): the account, their access to any apps, their password and their sign-in history.`,
        );
  });
}

/**
 * What `/parent?action=` opens on My Child Accounts (school-and-family §2: the index's `action`),
 * so a link from elsewhere (an app, a mail, the library) lands on the step it is about:
 * `create` the new-child form; `subscribe`, `view-subscriptions` and `history` that dialog for a
 * child; `claim` the activation-code claim. `child` names the child; with none named, a parent of
 * exactly one child means that child.
 */
export const FAMILY_INDEX_ACTIONS = ['create', 'subscribe', 'view-subscriptions', 'history', 'claim'] as const;
export type FamilyIndexAction = (typeof FAMILY_INDEX_ACTIONS)[number];

export type FamilyIndexStart =
  | { action: FamilyIndexAction; childId: string | null; problem: null }
  /** A dialog for one child was asked for, but which child is not clear: the page says so. */
  | { action: FamilyIndexAction; childId: null; problem: string };

/** How the page starts for `?action=…&child=…`; null for no action or one the page does not know. */
export function familyIndexStart(
  action: string | null,
  childParam: string | null,
  childIds: readonly string[],
): FamilyIndexStart | null {
  const known = FAMILY_INDEX_ACTIONS.find((name) => name === action);
  if (!known) return null;
  const named = childParam && childIds.includes(childParam) ? childParam : null;
  const childId = named ?? (childIds.length === 1 ? (childIds[0] ?? null) : null);
  if (known === 'create' || known === 'claim')
    return { action: known, childId: known === 'claim' ? childId : null, problem: null };
  if (childId) return { action: known, childId, problem: null };
  return {
    action: known,
    childId: null,
    problem: childIds.length === 0 ? FAMILY_MESSAGES.noChildren : FAMILY_MESSAGES.selectOneChild,
  };
}
