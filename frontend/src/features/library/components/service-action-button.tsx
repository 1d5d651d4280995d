import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../../../shared/schemas/service';
import type { ServiceDetailAction } from '../../../../../shared/rules/service-detail';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { serviceDestinationHref } from '../../../lib/destination-paths';
import { useContractText } from '../../../lib/language/contract-text';
import { useLogout } from '../../../lib/session';
import type { useAppLaunch } from '../../../lib/use-app-launch';
import type { TeacherTrial } from '../api/start-teacher-trial';
import { SignOnButton } from './sign-on-button';

/** One of the service detail's buttons (§2): Open, a link, Start Free Trial, or a page to go to. */
export function ServiceActionButton({
  action,
  service,
  appLaunch,
  trial,
  onChooseApp,
}: {
  action: ServiceDetailAction;
  service: Service;
  appLaunch: ReturnType<typeof useAppLaunch>;
  trial: TeacherTrial;
  /** Open of an app with several places to go: the dialog turns to the choice. */
  onChooseApp: () => void;
}) {
  const { t } = useLingui();
  const shown = useContractText();
  const logout = useLogout();
  // The rule's labels are the contract's English (shared/rules/service-detail.ts).
  const label = shown(action.label);
  const variant = action.emphasis === 'primary' ? 'primary' : 'secondary';
  if (action.id === 'open-app') {
    if (!action.opensDirectly) {
      return (
        <Button variant={variant} onClick={onChooseApp}>
          {label}
        </Button>
      );
    }
    return (
      <SignOnButton
        service={service}
        appLaunch={appLaunch}
        label={label}
        relayState={service.config.appPath}
        variant={variant}
      />
    );
  }
  if (action.to.kind === 'url') {
    return (
      <LinkButton
        to={action.to.url}
        variant={action.id === 'visit' || action.id === 'learn-more' ? 'ghost' : variant}
        external={action.to.external}
      >
        {label}
        {action.to.external ? <span aria-hidden="true">↗</span> : null}
      </LinkButton>
    );
  }
  const destination = action.to.destination;
  if (destination.page === 'teacher-trial') {
    const starting = trial.starting === destination.serviceId;
    return (
      <Button
        variant={variant}
        loading={starting}
        disabled={trial.pending}
        onClick={() => trial.start([destination.serviceId])}
      >
        {starting ? t`Starting your free trial…` : label}
      </Button>
    );
  }
  const href = serviceDestinationHref(destination);
  if (action.signOutFirst) {
    return (
      <Button variant={variant} onClick={() => void logout(href)}>
        {label}
      </Button>
    );
  }
  return (
    <LinkButton to={href} variant={variant}>
      {label}
    </LinkButton>
  );
}
