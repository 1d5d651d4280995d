import type { ChildRow } from '../../../../../shared/schemas/children';
import { ActionButton } from '../../../components/action-button';
import { LinkButton } from '../../../components/link-button';
import layout from '../../../components/management-layout.module.css';
import { paths } from '../../../config/paths';
import { childActions, unavailableMessage, type ChildAction } from '../family-actions';

/** The dialogs the toolbar opens for the ticked children. */
export type ChildDialog = 'delete' | 'view-subscriptions' | 'subscribe' | 'history';

/**
 * My Child Accounts' buttons (school-and-family §2, §5): each asks for the selection it needs,
 * stays focusable without it and says why when pressed.
 */
export function ChildAccountsToolbar({
  chosen,
  busy,
  onLoginToChild,
  onRegenerateUsername,
  onOpen,
  onGo,
  onUnavailable,
}: {
  chosen: readonly ChildRow[];
  /** The key of the action under way: 'login' or 'regenerate'. */
  busy: string | null;
  onLoginToChild: () => void;
  onRegenerateUsername: () => void;
  onOpen: (dialog: ChildDialog) => void;
  /** Leaves for another page (the claim, the child's apps). */
  onGo: (href: string) => void;
  onUnavailable: (text: string) => void;
}) {
  const [one] = chosen;
  const actions = childActions(chosen.length);
  const gate = (action: ChildAction) => ({
    unavailable: actions[action],
    onUnavailable: () => onUnavailable(unavailableMessage(action, actions[action] ?? '')),
  });
  return (
    <div className={layout.toolbar} role="toolbar" aria-label="Child account actions">
      <ActionButton {...gate('loginToChild')} variant="primary" onClick={onLoginToChild} loading={busy === 'login'}>
        Login To Child
      </ActionButton>
      <LinkButton to={paths.account.payment.getHref()} variant="secondary" size="small">
        Update Payment Details
      </LinkButton>
      <ActionButton {...gate('viewSubscriptions')} onClick={() => onOpen('view-subscriptions')}>
        View Subscriptions
      </ActionButton>
      <ActionButton {...gate('subscribe')} onClick={() => onOpen('subscribe')}>
        Subscribe or Start Trial
      </ActionButton>
      <ActionButton {...gate('claimCode')} onClick={() => onGo(paths.claimCode.getHref(one?.id))}>
        Claim Activation Code
      </ActionButton>
      <ActionButton {...gate('deleteChildren')} variant="danger" onClick={() => onOpen('delete')}>
        Delete Child Account
      </ActionButton>
      <ActionButton {...gate('regenerateUsername')} onClick={onRegenerateUsername} loading={busy === 'regenerate'}>
        Regenerate Username
      </ActionButton>
      <ActionButton {...gate('history')} onClick={() => onOpen('history')}>
        History
      </ActionButton>
      <ActionButton
        {...gate('appsAndSharing')}
        onClick={() => {
          if (one) onGo(paths.childApps.getHref(one.id));
        }}
      >
        Apps and Sharing
      </ActionButton>
    </div>
  );
}
