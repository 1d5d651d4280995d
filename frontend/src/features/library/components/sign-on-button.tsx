import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../../../shared/schemas/service';
import { LinkButton } from '../../../components/link-button';
import { appSignOnHref } from '../../../lib/destination-paths';
import type { useAppLaunch } from '../../../lib/use-app-launch';

/**
 * Sign-on to a part of the app: a link to the API's sign-on address (which a new tab follows
 * through the Open page), opened here at once with a launch ticket.
 */
export function SignOnButton({
  service,
  appLaunch,
  label,
  relayState,
  variant,
  block = false,
}: {
  service: Service;
  appLaunch: ReturnType<typeof useAppLaunch>;
  label: string;
  relayState: string | null;
  variant: 'primary' | 'secondary';
  block?: boolean;
}) {
  const { t } = useLingui();
  const name = service.name;
  const key = `${service.id}:${relayState ?? ''}`;
  const opening = appLaunch.launching === key;
  return (
    <LinkButton
      to={appSignOnHref({ page: 'app-sign-on', serviceId: service.id }, relayState)}
      variant={variant}
      block={block}
      reloadDocument
      aria-disabled={appLaunch.launching !== null}
      onClick={(event) => {
        event.preventDefault();
        if (appLaunch.launching === null) void appLaunch.launch(key, { serviceId: service.id, relayState });
      }}
    >
      {opening ? t`Opening ${name}…` : label}
    </LinkButton>
  );
}
