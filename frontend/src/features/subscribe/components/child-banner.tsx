import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { paths } from '../../../config/paths';
import type { Subscriber } from '../subscriber';

/**
 * The selected-child banner (§2 plan and payment): whom the parent subscribes, with Change child
 * account, or Create another child account when the parent has exactly one.
 */
export function ChildBanner({ serviceId, subscriber }: { serviceId: string; subscriber: Subscriber }) {
  if (!subscriber.child) return null;
  const { firstName: name, username } = subscriber.child;
  return (
    <Alert tone="info">
      <p>
        <Trans>
          Subscribing for <strong>{name}</strong> (<bdi>{username}</bdi>).
        </Trans>{' '}
        {subscriber.childCount === 1 ? (
          <Link to={paths.familyManagement.getHref()}>
            <Trans>Create another child account</Trans>
          </Link>
        ) : (
          <Link to={paths.subscribe.getHref(serviceId)}>
            <Trans>Change child account</Trans>
          </Link>
        )}
      </p>
    </Alert>
  );
}
