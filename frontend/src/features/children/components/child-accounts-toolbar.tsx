import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
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
  const { t } = useLingui();
  const [one] = chosen;
  const actions = childActions(chosen.length);
  // The reasons are the contract's words (FAMILY_MESSAGES), shown in the portal's language.
  const gate = (action: ChildAction) => {
    const reason = actions[action];
    return {
      unavailable: reason === null ? null : translated(reason),
      onUnavailable: () => onUnavailable(translated(unavailableMessage(action, reason ?? ''))),
    };
  };
  return (
    <div className={layout.toolbar} role="toolbar" aria-label={t`Child account actions`}>
      <ActionButton {...gate('loginToChild')} variant="primary" onClick={onLoginToChild} loading={busy === 'login'}>
        <Trans>Login To Child</Trans>
      </ActionButton>
      <LinkButton to={paths.account.payment.getHref()} variant="secondary" size="small">
        <Trans>Update Payment Details</Trans>
      </LinkButton>
      <ActionButton {...gate('viewSubscriptions')} onClick={() => onOpen('view-subscriptions')}>
        <Trans>View Subscriptions</Trans>
      </ActionButton>
      <ActionButton {...gate('subscribe')} onClick={() => onOpen('subscribe')}>
        <Trans>Subscribe or Start Trial</Trans>
      </ActionButton>
      <ActionButton {...gate('claimCode')} onClick={() => onGo(paths.claimCode.getHref(one?.id))}>
        <Trans>Claim Activation Code</Trans>
      </ActionButton>
      <ActionButton {...gate('deleteChildren')} variant="danger" onClick={() => onOpen('delete')}>
        <Trans>Delete Child Account</Trans>
      </ActionButton>
      <ActionButton {...gate('regenerateUsername')} onClick={onRegenerateUsername} loading={busy === 'regenerate'}>
        <Trans>Regenerate Username</Trans>
      </ActionButton>
      <ActionButton {...gate('history')} onClick={() => onOpen('history')}>
        <Trans>History</Trans>
      </ActionButton>
      <ActionButton
        {...gate('appsAndSharing')}
        onClick={() => {
          if (one) onGo(paths.childApps.getHref(one.id));
        }}
      >
        <Trans>Apps and Sharing</Trans>
      </ActionButton>
    </div>
  );
}
