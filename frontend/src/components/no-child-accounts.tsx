import { Link } from 'react-router';
import { FAMILY_MESSAGES } from '../../../shared/schemas/children-messages';
import { paths } from '../config/paths';
import { Alert } from './alert';

/**
 * A parent with no children yet (visitor-and-account §8 'You don't yet have any child accounts.'):
 * the steps to make one, then come back with the action that brought them here.
 */
export function NoChildAccounts({ action }: { action: string }) {
  return (
    <Alert tone="warning">
      <p>{FAMILY_MESSAGES.noChildAccountsYet}</p>
      <ol>
        <li>
          Create a child account in <Link to={paths.familyManagement.getHref()}>Family Management</Link>.
        </li>
        <li>Then select the child and click {action}.</li>
      </ol>
    </Alert>
  );
}
