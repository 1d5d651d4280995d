import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, type To } from 'react-router';
import type { Service } from '../../../../../shared/schemas/service';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { accountKind, opensAppsDirectly } from '../../../../../shared/rules/account-kind';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { useAppLaunch } from '../../../lib/use-app-launch';

/** What a tile's Open leads to when the launch is refused: the app's detail, saying why. */
export interface LibraryDetailState {
  openedFromLibrary: true;
  /** Open on a tile of someone who chooses where to go: the dialog starts at the app modal. */
  choosingApp?: true;
  /** Why the tile's Open was refused (the API's reason). */
  launchFailure?: string;
}

/**
 * Open under a tile of My Apps (visitor-and-account §2): students, children and personal users go
 * straight to the app through sign-on; anyone else gets the app modal, where to go in it. Its own
 * chunk, so the library's first page stays small.
 */
export default function OpenAppButton({
  service,
  detail,
  viewer,
}: {
  service: Service;
  detail: To;
  viewer: SessionUser | null;
}) {
  const { t } = useLingui();
  const name = service.name;
  const direct = viewer !== null && opensAppsDirectly(accountKind(viewer));
  const appLaunch = useAppLaunch();
  const navigate = useNavigate();
  if (!direct) {
    const state: LibraryDetailState = { openedFromLibrary: true, choosingApp: true };
    return (
      <LinkButton to={detail} state={state} size="small" variant="secondary" aria-label={t`Open ${name}`}>
        <Trans>Open</Trans>
      </LinkButton>
    );
  }
  const open = async () => {
    const failure = await appLaunch.launch('tile', { serviceId: service.id, relayState: service.config.appPath });
    // Refused: the app's detail shows why, and what the viewer can do.
    if (failure !== null) {
      const state: LibraryDetailState = { openedFromLibrary: true, launchFailure: failure };
      void navigate(detail, { state });
    }
  };
  return (
    <Button
      size="small"
      variant="secondary"
      aria-label={t`Open ${name}`}
      loading={appLaunch.launching !== null}
      disabled={appLaunch.launching !== null}
      onClick={() => void open()}
    >
      <Trans>Open</Trans>
    </Button>
  );
}
