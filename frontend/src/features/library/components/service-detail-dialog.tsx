import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Service } from '../../../../../shared/schemas/service';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { BLOCKED_BY_PARENT_BADGE, type UserService } from '../../../../../shared/schemas/user-service';
import { APP_LAUNCH_MESSAGES } from '../../../../../shared/schemas/app-launch';
import { appModalChoices, serviceDetail } from '../../../../../shared/rules/service-detail';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LinkButton } from '../../../components/link-button';
import { TileIcon } from '../../../components/tile';
import { useOpeningHours } from '../../../config/opening-hours';
import { webConfig } from '../../../config/web-config';
import { tileColour } from '../../../lib/colour';
import { useContractText } from '../../../lib/language/contract-text';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { TeacherTrial } from '../api/start-teacher-trial';
import { useAppLaunch } from '../../../lib/use-app-launch';
import { statusBadges } from '../../../lib/service-status';
import { ServiceActionButton } from './service-action-button';
import styles from './service-detail-dialog.module.css';
import { SignOnButton } from './sign-on-button';

interface ServiceDetailDialogProps {
  service: Service;
  viewer: SessionUser | null;
  userService: UserService | undefined;
  now: Date;
  /** Start Free Trial: the library's one trial call, shared with Start Free Trial of All Apps. */
  trial: TeacherTrial;
  /** Why a tile's Open of this app was refused, to show at once. */
  launchFailure?: string | null;
  /** Open on a tile of someone who chooses where to go: the dialog starts at the app modal. */
  startChoosingApp?: boolean;
  /** A child's app their parent blocked: no Open, and why (ARCHITECTURE 'What an app may know about a person'). */
  blocked?: boolean;
  onClose: () => void;
}

/** The service detail: description, state messages and the buttons this viewer gets (§2). */
export function ServiceDetailDialog({
  service,
  viewer,
  userService,
  now,
  trial,
  launchFailure = null,
  startChoosingApp = false,
  blocked = false,
  onClose,
}: ServiceDetailDialogProps) {
  const { t } = useLingui();
  const shown = useContractText();
  const appLaunch = useAppLaunch(launchFailure);
  const [choosingApp, setChoosingApp] = useState(startChoosingApp);
  const described = serviceDetail({
    viewer,
    service,
    userService,
    childHoldsService: userService?.grantedByChildId != null,
    now,
  });
  const detail = blocked
    ? { ...described, actions: described.actions.filter((action) => action.id !== 'open-app') }
    : described;
  const badges = [
    ...statusBadges(service, detail.access, userService, now),
    ...(blocked ? [{ text: shown(BLOCKED_BY_PARENT_BADGE), tone: 'danger' as const }] : []),
  ];
  const { contact } = webConfig();
  const { phone } = contact;
  const openingHours = useOpeningHours();
  const name = service.name;

  const openApp = detail.actions.find((action) => action.id === 'open-app');
  const appChoices = openApp ? appModalChoices(service, viewer) : [];

  return (
    <Dialog
      open
      onClose={onClose}
      title={service.name}
      headerStart={<TileIcon name={service.name} colour={tileColour(service.iconColor)} size="small" />}
      footer={
        choosingApp ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setChoosingApp(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        ) : (
          <div className={styles.actions} data-testid="service-actions">
            {detail.actions.map((action) => (
              <ServiceActionButton
                key={action.id}
                action={action}
                service={service}
                appLaunch={appLaunch}
                trial={trial}
                onChooseApp={() => setChoosingApp(true)}
              />
            ))}
          </div>
        )
      }
    >
      {appLaunch.failure ? (
        <Alert tone="danger" live>
          <p>{shown(appLaunch.failure)}</p>
        </Alert>
      ) : null}
      {choosingApp && openApp ? (
        <>
          <p className={styles.appChoiceHint}>
            <Trans>Choose where to go in {name}.</Trans>
          </p>
          <ul className={styles.appChoices}>
            {appChoices.map((choice, index) => (
              <li key={choice.label}>
                {choice.kind === 'sign-on' ? (
                  <SignOnButton
                    service={service}
                    appLaunch={appLaunch}
                    label={shown(choice.label)}
                    relayState={choice.relayState}
                    variant={index === 0 ? 'primary' : 'secondary'}
                    block
                  />
                ) : (
                  <LinkButton to={choice.url} variant="secondary" block external={choice.external}>
                    {shown(choice.label)}
                    {choice.external ? <span aria-hidden="true">↗</span> : null}
                  </LinkButton>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {badges.length ? (
            <div className={styles.badges}>
              {badges.map((badge) => (
                <Badge key={badge.text} tone={badge.tone}>
                  {badge.text}
                </Badge>
              ))}
            </div>
          ) : null}
          {trial.failure ? (
            <Alert tone="danger" live>
              <p>{trial.failure}</p>
            </Alert>
          ) : null}
          {blocked ? (
            <Alert tone="warning">
              <p>{APP_LAUNCH_MESSAGES.blockedByParent(service.name)}</p>
            </Alert>
          ) : null}
          {detail.messages
            .filter((message) => message.id !== 'coming-soon')
            .map((message) => (
              <Alert key={message.id} tone={message.tone}>
                <p>{shown(message.text)}</p>
              </Alert>
            ))}
          {detail.comingSoon ? (
            <Alert tone="info" title={t`Coming Soon`}>
              <p>
                <Trans>{name} is not available yet. Check back soon.</Trans>
              </p>
            </Alert>
          ) : null}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(service.description) }} />
          {detail.contactLine ? (
            <p className={styles.contact}>
              <Trans>
                Questions about access? Call us on <bdi dir="ltr">{phone}</bdi>, <bdi>{openingHours}</bdi>.
              </Trans>
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
