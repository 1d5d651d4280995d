import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import { LTI_TOOL_MESSAGES, type LtiToolBody, type LtiToolResponse } from '../../../../../shared/schemas/lti';
import { PageActionBar } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { usePageActions } from '../../../lib/use-page-actions';
import { getLtiTool, putLtiTool } from '../api/lti-tools';
import type { AppSectionProps } from './app-sections';
import { CopyButton } from './issued-secret';
import styles from './apps.module.css';

/** One a line, blank lines left out. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const orNull = (text: string) => text.trim() || null;

/**
 * "LTI 1.3" on an app's page (app.integration.manage; docs/using/lti.md "Registering a tool"):
 * the tool's addresses, keys and custom parameters, edited through the tool settings route, and
 * what the portal issued and the platform's addresses, each with a copy button to paste into the
 * tool. The tool's attributes and deployments (npm run register-app) are kept as they are.
 */
export function LtiSection({ service }: AppSectionProps) {
  const read = getLtiTool.useRead({ params: { serviceId: service.id } });
  if (!read.data) return null;
  return <LtiForm key={read.data.tool?.clientId ?? 'new'} service={service} settings={read.data} />;
}

function LtiForm({ service, settings }: AppSectionProps & { settings: LtiToolResponse }) {
  const { t } = useLingui();
  const { tool, platform } = settings;
  const save = putLtiTool.useMutation();
  const actions = usePageActions({ about: service.id });
  const [loginUrl, setLoginUrl] = useState(tool?.loginUrl ?? '');
  const [redirectUris, setRedirectUris] = useState(tool?.redirectUris.join('\n') ?? '');
  const [jwksUrl, setJwksUrl] = useState(tool?.jwksUrl ?? '');
  const [publicKey, setPublicKey] = useState(tool?.publicJwk ? JSON.stringify(tool.publicJwk) : '');
  const [custom, setCustom] = useState(
    Object.entries(tool?.customParameters ?? {})
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  const app = service.name;

  const submit = () => {
    const body: LtiToolBody = {
      loginUrl: loginUrl.trim(),
      redirectUris: lines(redirectUris),
      targetLinkUri: tool?.targetLinkUri ?? null,
      jwksUrl: orNull(jwksUrl),
      publicKey: orNull(publicKey),
      customParameters: lines(custom),
      attributes: tool?.attributes ?? [],
      schoolIds: (tool?.deployments ?? []).flatMap((deployment) => deployment.schoolId ?? []),
      // A new tool is the library's own until schools install it (register-app's default).
      platformWide: tool ? tool.deployments.some((deployment) => deployment.schoolId === null) : true,
    };
    void actions.run('save', () => save.mutateAsync({ params: { serviceId: service.id }, body }), {
      done: translated(LTI_TOOL_MESSAGES.saved(app)),
    });
  };

  const schoolNames = new Map(settings.schools.map((school) => [school.id, school.name]));
  // Each fact: its label, a second line under it (a deployment's school id), the value and its copy button's name.
  const facts: { label: string; detail?: string; value: string; copy: string }[] = [
    ...(tool ? [{ label: t`Client ID`, value: tool.clientId, copy: t`Copy the client ID` }] : []),
    ...(tool?.deployments ?? []).map(({ schoolId, deploymentId }) => {
      const copy = t`Copy the deployment ID ${ph({ deploymentId })}`;
      if (schoolId === null) return { label: t`Deployment ID of the library`, value: deploymentId, copy };
      // A school since deleted has no name to show: its id stands in.
      const school = schoolNames.get(schoolId) ?? schoolId;
      return { label: t`Deployment ID of ${school}`, detail: schoolId, value: deploymentId, copy };
    }),
    { label: t`Issuer`, value: platform.issuer, copy: t`Copy the issuer` },
    {
      label: t`Authorization endpoint`,
      value: platform.authorizationEndpoint,
      copy: t`Copy the authorization endpoint`,
    },
    { label: t`Token endpoint`, value: platform.tokenEndpoint, copy: t`Copy the token endpoint` },
    { label: t`JWKS URL`, value: platform.jwksUrl, copy: t`Copy the JWKS URL` },
  ];

  return (
    <>
      <p>
        {tool ? (
          <Trans>{app} opens as an LTI 1.3 tool. Paste these into the tool's settings.</Trans>
        ) : (
          <Trans>{app} is not an LTI 1.3 tool. Saving these settings makes it one, and issues its client ID.</Trans>
        )}
      </p>
      <dl className={styles.facts}>
        {facts.map(({ label, detail, value, copy }) => (
          <div key={copy}>
            <dt>
              {label}
              {detail ? (
                <code className={styles.factDetail} dir="ltr">
                  {detail}
                </code>
              ) : null}
            </dt>
            <dd className={styles.secret}>
              <code>{value}</code>
              <CopyButton text={value} label={copy} />
            </dd>
          </div>
        ))}
      </dl>
      <PageNotice actions={actions} />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t`Login initiation URL`}
          type="url"
          value={loginUrl}
          onChange={(event) => setLoginUrl(event.target.value)}
          dir="ltr"
        />
        <TextAreaField
          label={t`Redirect URIs`}
          hint={t`One a line.`}
          rows={3}
          value={redirectUris}
          onChange={(event) => setRedirectUris(event.target.value)}
          dir="ltr"
        />
        <TextField
          label={t`JWKS URL of the tool`}
          optional
          type="url"
          value={jwksUrl}
          onChange={(event) => setJwksUrl(event.target.value)}
          dir="ltr"
        />
        <TextAreaField
          label={t`Public key of the tool`}
          hint={t`A PEM or a JWK, when the tool has no JWKS URL.`}
          optional
          rows={4}
          value={publicKey}
          onChange={(event) => setPublicKey(event.target.value)}
          dir="ltr"
        />
        <TextAreaField
          label={t`Custom parameters`}
          hint={t`name=value, one a line.`}
          optional
          rows={3}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          dir="ltr"
        />
        <PageActionBar
          label={t`LTI 1.3 actions`}
          busy={actions.busy}
          actions={[{ key: 'save', label: t`Save LTI settings`, variant: 'primary', onRun: submit }]}
        />
      </form>
    </>
  );
}
