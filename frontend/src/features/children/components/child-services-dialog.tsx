import { Trans, useLingui } from '@lingui/react/macro';
import { accessState } from '../../../../../shared/rules/service-access';
import type { ChildRow } from '../../../../../shared/schemas/children';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { statusBadges } from '../../../lib/service-status';
import { listServices } from '../../../lib/library';
import { HoldingsList } from '../../../components/payments/holdings-list';
import styles from './family.module.css';

/**
 * View Subscriptions and Subscribe or Start Trial (§2): one dialog for the chosen child. Viewing:
 * what the child has of each app and why (a subscription, a code, a trial), one list. Subscribing:
 * the apps the child can use with their access, and the library's other apps, each with Subscribe
 * or Start Trial for that child.
 */
export function ChildServicesDialog({
  child,
  mode,
  onClose,
}: {
  child: ChildRow;
  mode: 'view' | 'subscribe';
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = child.firstName;
  const services = listServices.useData();
  const now = new Date();
  const byId = new Map(child.subscriptions.map((access) => [access.serviceId, access]));
  const held = services.filter((service) => byId.has(service.id));
  const others = services.filter((service) => service.enabled && !service.free && !byId.has(service.id));
  return (
    <Dialog
      open
      onClose={onClose}
      title={mode === 'view' ? t`${name}'s subscriptions` : t`Subscribe ${name} or start a trial`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {mode === 'subscribe' && held.length ? (
        <ul className={styles.serviceList} aria-label={t`Apps ${name} can use`}>
          {held.map((service) => (
            <li key={service.id} className={styles.serviceItem}>
              <span>{service.name}</span>
              <span>
                {statusBadges(service, accessState(byId.get(service.id), now), byId.get(service.id), now).map(
                  (badge) => (
                    <Badge key={badge.text} tone={badge.tone}>
                      {badge.text}
                    </Badge>
                  ),
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : mode === 'subscribe' ? (
        <p>
          <Trans>{name} has no subscriptions yet.</Trans>
        </p>
      ) : null}
      {mode === 'view' ? (
        // One account of what the child has and why (shared/rules/holdings.ts), as the data page gives it.
        <>
          <h3>
            <Trans>What {name} has, and why</Trans>
          </h3>
          <HoldingsList
            user={child.id}
            holderName={child.firstName}
            access={child.subscriptions}
            canCancel
            headingLevel={4}
          />
        </>
      ) : null}
      {mode === 'subscribe' ? (
        <>
          <h3>
            <Trans>Other apps</Trans>
          </h3>
          <ul className={styles.serviceList} aria-label={t`Apps to subscribe to`}>
            {others.map((service) => (
              <li key={service.id} className={styles.serviceItem}>
                <span>{service.name}</span>
                <LinkButton to={paths.subscribe.getHref(service.id, child.id)} size="small">
                  <Trans>Subscribe or Start Trial</Trans>
                </LinkButton>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
