import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { IssuedApiCredential } from '../../../../../shared/schemas/api-credentials';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import styles from './apps.module.css';

/** Copies a text, then says so on the button (and to screen readers, through the live region). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <Button variant="secondary" size="small" aria-label={label} onClick={copy}>
        {copied ? t`Copied` : t`Copy`}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t`Copied to the clipboard.` : ''}
      </span>
    </>
  );
}

/**
 * The client id and secret just issued or rotated: the only time the secret is shown (it is
 * stored as a hash), with a copy button and a warning that it will not be shown again.
 */
export function IssuedSecret({ issued, onDone }: { issued: IssuedApiCredential; onDone: () => void }) {
  const { t } = useLingui();
  const { clientId } = issued.credential;
  return (
    <Alert tone="warning" title={t`Copy the client secret now`}>
      <p>
        <Trans>You will not see this secret again. Give it to the app's developer with the client id.</Trans>
      </p>
      <dl className={styles.facts}>
        <dt>
          <Trans>Client id</Trans>
        </dt>
        <dd className={styles.secret}>
          <code data-testid="client-id">{clientId}</code>
          <CopyButton text={clientId} label={t`Copy the client id`} />
        </dd>
        <dt>
          <Trans>Client secret</Trans>
        </dt>
        <dd className={styles.secret}>
          <code data-testid="client-secret">{issued.clientSecret}</code>
          <CopyButton text={issued.clientSecret} label={t`Copy the client secret`} />
        </dd>
      </dl>
      <Button variant="secondary" size="small" onClick={onDone}>
        <Trans>I have copied it</Trans>
      </Button>
    </Alert>
  );
}
