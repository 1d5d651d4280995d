import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FAMILY_MESSAGES } from '../../../shared/schemas/children-messages';
import { paths } from '../config/paths';
import { useContractText } from '../lib/language/contract-text';
import { Alert } from './alert';

/**
 * A parent with no children yet (visitor-and-account §8 'You don't yet have any child accounts.'):
 * the steps to make one, then come back with the action that brought them here.
 */
export function NoChildAccounts({ action }: { action: string }) {
  const shown = useContractText();
  return (
    <Alert tone="warning">
      <p>{shown(FAMILY_MESSAGES.noChildAccountsYet)}</p>
      <ol>
        <li>
          <Trans>
            Create a child account in <Link to={paths.familyManagement.getHref()}>Family Management</Link>.
          </Trans>
        </li>
        <li>
          <Trans>Then select the child and click {action}.</Trans>
        </li>
      </ol>
    </Alert>
  );
}
