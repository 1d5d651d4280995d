import { dateFormatter } from '../../../../../shared/rules/date-format';
import { useState } from 'react';
import type { SamlAccountView } from '../../../../../shared/schemas/saml-accounts';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { paths } from '../../../config/paths';
import { mySamlAccounts } from '../../../lib/saml';
import { useUnlinkSamlAccount } from '../api/saml';

const LINKED_ON = dateFormatter(undefined, { dateStyle: 'long' });

/** What unlinking costs, named before it happens; the API's refusal shows here. */
function UnlinkDialog({ account, onClose }: { account: SamlAccountView; onClose: () => void }) {
  const unlink = useUnlinkSamlAccount();
  const name = account.samlIdp.name;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Unlink ${name}?`}
      footer={
        <>
          <Button
            variant="danger"
            loading={unlink.isPending}
            onClick={() => unlink.mutate(account.samlIdp.id, { onSuccess: onClose })}
          >
            Unlink {name}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={unlink.isPending}>
            Keep the link
          </Button>
        </>
      }
    >
      <p>
        You will no longer be able to sign in to this account through {name}. Signing in through {name} again would
        start a new account, unless you link it again.
      </p>
      <ErrorAlert error={unlink.error} />
    </Dialog>
  );
}

/**
 * My Account's school sign-on: the links with Unlink, and Link when the account's school signs in
 * through a school system this account is not linked to.
 */
export function SamlAccountsSection() {
  const links = mySamlAccounts.useRead();
  const [unlinking, setUnlinking] = useState<SamlAccountView | null>(null);
  return (
    <section aria-labelledby="saml-heading">
      <h2 id="saml-heading">School sign-on</h2>
      {links.isPending ? <LoadingIndicator label="Loading your school sign-on links" /> : null}
      {links.isError ? (
        <Alert tone="danger">
          <p>Your school sign-on links could not be loaded. Please reload the page to try again.</p>
        </Alert>
      ) : null}
      {links.data ? (
        <>
          {links.data.samlAccounts.length === 0 ? (
            <p>This account is not linked to a school sign-on.</p>
          ) : (
            <ul aria-label="School sign-on links">
              {links.data.samlAccounts.map((account) => (
                <li key={account.samlIdp.id}>
                  <strong>{account.samlIdp.name}</strong> as {account.email ?? account.nameId}, linked on{' '}
                  <time dateTime={account.linkedAt}>{LINKED_ON.format(new Date(account.linkedAt))}</time>{' '}
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => setUnlinking(account)}
                    aria-label={`Unlink ${account.samlIdp.name}`}
                  >
                    Unlink
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {links.data.schoolSamlIdp &&
          !links.data.samlAccounts.some((account) => account.samlIdp.id === links.data.schoolSamlIdp?.id) ? (
            <>
              <p>
                Your school signs in through {links.data.schoolSamlIdp.name}. Link this account to it to sign in through
                your school.
              </p>
              <LinkButton
                to={paths.auth.samlProvider.getHref(links.data.schoolSamlIdp.id, { link: true })}
                variant="secondary"
              >
                Link to {links.data.schoolSamlIdp.name}
              </LinkButton>
            </>
          ) : null}
        </>
      ) : null}
      {unlinking ? <UnlinkDialog account={unlinking} onClose={() => setUnlinking(null)} /> : null}
    </section>
  );
}
