import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatLocale } from '../../../../../shared/i18n/locales';
import { dateFormatter } from '../../../../../shared/rules/date-format';
import type { SamlAccountView } from '../../../../../shared/schemas/saml-accounts';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { paths } from '../../../config/paths';
import { mySamlAccounts } from '../../../lib/saml';
import { useUnlinkSamlAccount } from '../api/saml';

const linkedOn = (locale: string) => dateFormatter(formatLocale(locale), { dateStyle: 'long' });

/** What unlinking costs, named before it happens; the API's refusal shows here. */
function UnlinkDialog({ account, onClose }: { account: SamlAccountView; onClose: () => void }) {
  const { t } = useLingui();
  const unlink = useUnlinkSamlAccount();
  const name = account.samlIdp.name;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Unlink ${name}?`}
      footer={
        <>
          <Button
            variant="danger"
            loading={unlink.isPending}
            onClick={() => unlink.mutate(account.samlIdp.id, { onSuccess: onClose })}
          >
            <Trans>Unlink {name}</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={unlink.isPending}>
            <Trans>Keep the link</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          You will no longer be able to sign in to this account through {name}. Signing in through {name} again would
          start a new account, unless you link it again.
        </Trans>
      </p>
      <ErrorAlert error={unlink.error} />
    </Dialog>
  );
}

/** One link: the school system, as whom, since when, and Unlink. */
function LinkedAccount({
  account,
  linkedOn,
  onUnlink,
}: {
  account: SamlAccountView;
  linkedOn: string;
  onUnlink: () => void;
}) {
  const { t } = useLingui();
  const name = account.samlIdp.name;
  const identity = account.email ?? account.nameId;
  return (
    <li>
      <Trans>
        <strong>{name}</strong> as <bdi>{identity}</bdi>, linked on <time dateTime={account.linkedAt}>{linkedOn}</time>
      </Trans>{' '}
      <Button variant="secondary" size="small" onClick={onUnlink} aria-label={t`Unlink ${name}`}>
        <Trans>Unlink</Trans>
      </Button>
    </li>
  );
}

/**
 * My Account's school sign-on: the links with Unlink, and Link when the account's school signs in
 * through a school system this account is not linked to.
 */
export function SamlAccountsSection() {
  const { i18n, t } = useLingui();
  const links = mySamlAccounts.useRead();
  const schoolSystem = links.data?.schoolSamlIdp?.name;
  const [unlinking, setUnlinking] = useState<SamlAccountView | null>(null);
  return (
    <section aria-labelledby="saml-heading">
      <h2 id="saml-heading">
        <Trans>School sign-on</Trans>
      </h2>
      {links.isPending ? <LoadingIndicator label={t`Loading your school sign-on links`} /> : null}
      {links.isError ? (
        <Alert tone="danger">
          <p>
            <Trans>Your school sign-on links could not be loaded. Please reload the page to try again.</Trans>
          </p>
        </Alert>
      ) : null}
      {links.data ? (
        <>
          {links.data.samlAccounts.length === 0 ? (
            <p>
              <Trans>This account is not linked to a school sign-on.</Trans>
            </p>
          ) : (
            <ul aria-label={t`School sign-on links`}>
              {links.data.samlAccounts.map((account) => (
                <LinkedAccount
                  key={account.samlIdp.id}
                  account={account}
                  linkedOn={linkedOn(i18n.locale).format(new Date(account.linkedAt))}
                  onUnlink={() => setUnlinking(account)}
                />
              ))}
            </ul>
          )}
          {links.data.schoolSamlIdp &&
          !links.data.samlAccounts.some((account) => account.samlIdp.id === links.data.schoolSamlIdp?.id) ? (
            <>
              <p>
                <Trans>
                  Your school signs in through {schoolSystem}. Link this account to it to sign in through your school.
                </Trans>
              </p>
              <LinkButton
                to={paths.auth.samlProvider.getHref(links.data.schoolSamlIdp.id, { link: true })}
                variant="secondary"
              >
                <Trans>Link to {schoolSystem}</Trans>
              </LinkButton>
            </>
          ) : null}
        </>
      ) : null}
      {unlinking ? <UnlinkDialog account={unlinking} onClose={() => setUnlinking(null)} /> : null}
    </section>
  );
}
