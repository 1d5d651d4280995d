import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  ROSTER_SCOPES,
  type IssuedApiCredential,
  type RosterScope,
} from '../../../../../shared/schemas/api-credentials';
import { Checkbox } from '../../../components/checkbox';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable } from '../../../components/plain-table';
import { usePageActions } from '../../../lib/use-page-actions';
import { issueApiCredential, listApiCredentials, revokeApiCredential, rotateApiSecret } from '../api/oneroster-auth';
import type { AppSectionProps } from './app-sections';
import { IssuedSecret } from './issued-secret';
import { credentialColumns, SCOPE_NAMES } from './api-credential-columns';
import { CredentialChangeDialog, type Confirming } from './credential-change-dialog';
import styles from './apps.module.css';

/**
 * "API credentials" on an app's page (app.integration.manage): the app's OneRoster API client
 * credentials, issuing new ones with the scopes chosen, rotating a secret and revoking, each
 * after a confirmation naming what stops working. A new secret is shown once (IssuedSecret).
 */
export function ApiCredentialsSection({ service }: AppSectionProps) {
  const { i18n, t } = useLingui();
  const params = { serviceId: service.id };
  const list = listApiCredentials.useRead({ params });
  const issue = issueApiCredential.useMutation();
  const rotate = rotateApiSecret.useMutation();
  const revoke = revokeApiCredential.useMutation();
  const actions = usePageActions({ about: service.id });
  const [scopes, setScopes] = useState<RosterScope[]>([ROSTER_SCOPES[0]]);
  const [issued, setIssued] = useState<IssuedApiCredential | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const issueNew = () =>
    void actions.run('issue', async () => setIssued(await issue.mutateAsync({ params, body: { scopes } })), {
      failed: t`The credentials could not be issued.`,
    });
  const confirm = () => {
    if (!confirming) return;
    const { action, credential } = confirming;
    const target = { params: { ...params, clientId: credential.clientId } };
    setConfirming(null);
    void actions.run(
      `${action}:${credential.clientId}`,
      async () => {
        if (action === 'rotate') setIssued(await rotate.mutateAsync(target));
        else await revoke.mutateAsync(target);
      },
      action === 'rotate'
        ? { failed: t`The secret could not be rotated.` }
        : { done: t`The credentials are revoked.`, failed: t`The credentials could not be revoked.` },
    );
  };
  const toggle = (scope: RosterScope, on: boolean) =>
    setScopes((chosen) => (on ? [...chosen, scope] : chosen.filter((other) => other !== scope)));

  return (
    <>
      <p>
        <Trans>
          The app's server reads its schools' rosters through the OneRoster API with these credentials. Each school's
          sharing choices still decide what it reads.
        </Trans>
      </p>
      <PageNotice actions={actions} />
      {issued ? <IssuedSecret issued={issued} onDone={() => setIssued(null)} /> : null}
      <fieldset className={`${styles.language} ${styles.scopes}`}>
        <legend>
          <Trans>Scopes of new credentials</Trans>
        </legend>
        {ROSTER_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={i18n._(SCOPE_NAMES[scope])}
            hint={scope}
            checked={scopes.includes(scope)}
            onChange={(event) => toggle(scope, event.target.checked)}
          />
        ))}
        <PageActionBar
          label={t`API credentials actions`}
          busy={actions.busy}
          actions={[
            {
              key: 'issue',
              label: t`Issue credentials`,
              variant: 'primary',
              unavailable: scopes.length === 0 ? t`Choose at least one scope.` : null,
              onRun: issueNew,
            },
          ]}
        />
      </fieldset>
      {list.data ? (
        <PlainTable
          caption={t`API credentials of ${ph({ app: service.name })}`}
          rows={list.data.credentials}
          rowKey={(row) => row.clientId}
          columns={credentialColumns(i18n)}
          emptyText={t`This app has no API credentials yet.`}
          actions={(row) => (
            <PageActionBar
              label={t`Actions for ${ph({ clientId: row.clientId })}`}
              busy={actions.busy}
              actions={[
                {
                  key: `rotate:${row.clientId}`,
                  label: t`Rotate secret`,
                  hidden: row.revokedAt !== null,
                  onRun: () => setConfirming({ action: 'rotate', credential: row }),
                },
                {
                  key: `revoke:${row.clientId}`,
                  label: t`Revoke`,
                  variant: 'danger',
                  hidden: row.revokedAt !== null,
                  onRun: () => setConfirming({ action: 'revoke', credential: row }),
                },
              ]}
            />
          )}
        />
      ) : null}
      <CredentialChangeDialog confirming={confirming} onClose={() => setConfirming(null)} onConfirm={confirm} />
    </>
  );
}
