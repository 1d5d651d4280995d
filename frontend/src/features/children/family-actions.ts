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

/** The delete confirmation: each child by name, and what goes with them. */
export function deleteChildrenWarning(
  children: readonly { firstName: string; username: string; subscriptions: readonly { serviceName: string }[] }[],
): string[] {
  return children.map((child) => {
    const services = child.subscriptions.map((access) => access.serviceName);
    const access = services.length ? `their access to ${services.join(', ')}` : 'their access to any apps';
    return `${child.firstName} (${child.username}): the account, ${access}, their password and their sign-in history.`;
  });
}
