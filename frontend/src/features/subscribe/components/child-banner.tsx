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
  return (
    <Alert tone="info">
      <p>
        Subscribing for <strong>{subscriber.child.firstName}</strong> ({subscriber.child.username}).{' '}
        {subscriber.childCount === 1 ? (
          <Link to={paths.familyManagement.getHref()}>Create another child account</Link>
        ) : (
          <Link to={paths.subscribe.getHref(serviceId)}>Change child account</Link>
        )}
      </p>
    </Alert>
  );
}
