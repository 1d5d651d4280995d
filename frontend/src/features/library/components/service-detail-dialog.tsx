import { useState } from 'react';
import type { Service } from '../../../../../shared/schemas/service';
import type { SessionUser } from '../../../../../shared/schemas/user';
import type { UserService } from '../../../../../shared/schemas/user-service';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { serviceDetail, type ServiceDetailAction } from '../../../../../shared/rules/service-detail';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LinkButton } from '../../../components/link-button';
import { TileIcon } from '../../../components/tile';
import { webConfig } from '../../../config/web-config';
import { tileColour } from '../../../lib/colour';
import { appSignOnHref, serviceDestinationHref } from '../../../lib/destination-paths';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useLogout } from '../../../lib/session';
import type { TeacherTrial } from '../api/start-teacher-trial';
import { statusBadges } from '../../../lib/service-status';
import styles from './service-detail-dialog.module.css';

interface ServiceDetailDialogProps {
  service: Service;
  viewer: SessionUser | null;
  userService: UserService | undefined;
  now: Date;
  /** Start Free Trial: the library's one trial call, shared with Start Free Trial of All Apps. */
  trial: TeacherTrial;
  onClose: () => void;
}

/** The service detail: description, state messages and the buttons this viewer gets (§2). */
export function ServiceDetailDialog({ service, viewer, userService, now, trial, onClose }: ServiceDetailDialogProps) {
  const logout = useLogout();
  const [choosingApp, setChoosingApp] = useState(false);
  const detail = serviceDetail({
    viewer,
    service,
    userService,
    childHoldsService: userService?.grantedByChildId != null,
    now,
  });
  const badges = statusBadges(service, detail.access, userService, now);
  const { contact } = webConfig();

  const renderAction = (action: ServiceDetailAction) => {
    const variant = action.emphasis === 'primary' ? 'primary' : 'secondary';
    if (action.id === 'open-app') {
      if (!action.opensDirectly) {
        return (
          <Button key={action.id} variant={variant} onClick={() => setChoosingApp(true)}>
            {action.label}
          </Button>
        );
      }
      return (
        <LinkButton key={action.id} to={appSignOnHref(action.to.destination, service.config.appPath)} variant={variant} reloadDocument>
          {action.label}
        </LinkButton>
      );
    }
    if (action.to.kind === 'url') {
      return (
        <LinkButton
          key={action.id}
          to={action.to.url}
          variant={action.id === 'visit' || action.id === 'learn-more' ? 'ghost' : variant}
          external={action.to.external}
        >
          {action.label}
          {action.to.external ? <span aria-hidden="true">↗</span> : null}
        </LinkButton>
      );
    }
    const destination = action.to.destination;
    if (destination.page === 'teacher-trial') {
      const starting = trial.starting === destination.serviceId;
      return (
        <Button key={action.id} variant={variant} loading={starting} disabled={trial.pending} onClick={() => trial.start([destination.serviceId])}>
          {starting ? 'Starting your free trial…' : action.label}
        </Button>
      );
    }
    const href = serviceDestinationHref(destination);
    if (action.signOutFirst) {
      return (
        <Button key={action.id} variant={variant} onClick={() => void logout(href)}>
          {action.label}
        </Button>
      );
    }
    return (
      <LinkButton key={action.id} to={href} variant={variant}>
        {action.label}
      </LinkButton>
    );
  };

  const openApp = detail.actions.find((action) => action.id === 'open-app');
  const kind = viewer ? accountKind(viewer) : null;
  const appChoices = openApp
    ? [
        { label: `Open ${service.name}`, relayState: service.config.appPath },
        ...(kind?.isTeacher && service.config.teacherPath ? [{ label: 'Open the teacher dashboard', relayState: service.config.teacherPath }] : []),
        ...(kind?.isParentAccount && service.config.parentPath ? [{ label: 'Open the parent dashboard', relayState: service.config.parentPath }] : []),
      ]
    : [];

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
              Back
            </Button>
          </div>
        ) : (
          <div className={styles.actions} data-testid="service-actions">
            {detail.actions.map(renderAction)}
          </div>
        )
      }
    >
      {choosingApp && openApp ? (
        <>
          <p className={styles.appChoiceHint}>Choose where to go in {service.name}.</p>
          <ul className={styles.appChoices}>
            {appChoices.map((choice, index) => (
              <li key={choice.label}>
                <LinkButton to={appSignOnHref(openApp.to.destination, choice.relayState)} variant={index === 0 ? 'primary' : 'secondary'} block reloadDocument>
                  {choice.label}
                </LinkButton>
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
          {detail.messages
            .filter((message) => message.id !== 'coming-soon')
            .map((message) => (
              <Alert key={message.id} tone={message.tone}>
                <p>{message.text}</p>
              </Alert>
            ))}
          {detail.comingSoon ? (
            <Alert tone="info" title="Coming Soon">
              <p>{service.name} is not available yet. Check back soon.</p>
            </Alert>
          ) : null}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(service.description) }} />
          {detail.contactLine ? (
            <p className={styles.contact}>
              Questions about access? Call us on {contact.phone}, {contact.openingHours}.
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
