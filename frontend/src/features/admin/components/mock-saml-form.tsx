import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  mockSamlLoginSchema,
  type MockSamlLogin,
  type MockSamlLoginResponse,
} from '../../../../../shared/schemas/saml';
import { translated } from '../../../../../shared/i18n/text';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { PersonNameFields } from '../../../components/person-name-fields';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { generateMockSamlUrl } from '../api/saml';
import styles from './mock-saml-form.module.css';

const FIELDS = [
  'nameId',
  'firstNameValue',
  'lastNameValue',
  'emailValue',
  'schoolRoleValue',
  'schoolIdValue',
  'relayState',
] as const;

/** A message of the shared schema's checks, in the reader's language. */
const inLanguage = (message: string | undefined) => (message === undefined ? undefined : translated(message));

/** What to paste in the console of another tab: posts the same response from there. */
export function consoleCode(login: MockSamlLoginResponse): string {
  const fields = {
    SAMLResponse: login.samlResponse,
    ...(login.relayState === null ? {} : { RelayState: login.relayState }),
  };
  return [
    '(() => {',
    "  const form = document.createElement('form');",
    "  form.method = 'POST';",
    `  form.action = ${JSON.stringify(login.assertionConsumerUrl)};`,
    `  for (const [name, value] of Object.entries(${JSON.stringify(fields)})) {`,
    "    const input = document.createElement('input');",
    "    input.type = 'hidden';",
    '    input.name = name;',
    '    input.value = value;',
    '    form.append(input);',
    '  }',
    '  document.body.append(form);',
    '  form.submit();',
    '})();',
  ].join('\n');
}

/** The generated login: Ready, the form that posts it in a new tab, and the console code. */
function ReadyLogin({ login }: { login: MockSamlLoginResponse }) {
  const { i18n, t } = useLingui();
  const time = i18n.date(login.expiresAt, { timeStyle: 'medium' });
  return (
    <section aria-labelledby="mock-saml-ready" className={styles.ready}>
      <Alert tone="success" live>
        <p id="mock-saml-ready">
          <Trans>Ready</Trans>
        </p>
      </Alert>
      <form
        method="post"
        action={login.assertionConsumerUrl}
        target="_blank"
        aria-label={t`SAML Login`}
        data-testid="saml-login-form"
      >
        <input type="hidden" name="SAMLResponse" value={login.samlResponse} />
        {login.relayState === null ? null : <input type="hidden" name="RelayState" value={login.relayState} />}
        <Button type="submit">
          <Trans>SAML Login</Trans>
        </Button>
      </form>
      <label htmlFor="mock-saml-console-code">
        <Trans>Console code to use in another tab</Trans>
      </label>
      <textarea
        id="mock-saml-console-code"
        className={styles.code}
        dir="ltr"
        readOnly
        rows={8}
        value={consoleCode(login)}
      />
      <p>
        <Trans>Valid until {time}; each response signs in once.</Trans>
      </p>
    </section>
  );
}

/** staff-console §2, SAML page (mock login): who the mock school system should say signed in. */
export function MockSamlForm() {
  const { t } = useLingui();
  const generate = generateMockSamlUrl.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MockSamlLogin>({
    resolver: zodResolver(mockSamlLoginSchema),
    defaultValues: {
      nameId: '',
      firstNameValue: '',
      lastNameValue: '',
      emailValue: '',
      schoolRoleValue: 'student',
      schoolIdValue: '',
      relayState: '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    generate.mutate(
      { body: values },
      {
        onError: (error) => showServerFieldErrors(error, FIELDS, setError),
      },
    );
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t`Mock SAML login`}>
        {generate.error && !(isApiRequestError(generate.error) && generate.error.status === 422) ? (
          <Alert tone="danger" live>
            <p>{generate.error.message}</p>
          </Alert>
        ) : null}
        <TextField
          label="nameId"
          autoComplete="off"
          error={inLanguage(errors.nameId?.message)}
          {...register('nameId')}
        />
        <PersonNameFields
          firstName={register('firstNameValue')}
          lastName={register('lastNameValue')}
          errors={{
            firstName: inLanguage(errors.firstNameValue?.message),
            lastName: inLanguage(errors.lastNameValue?.message),
          }}
          autoComplete={false}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="off"
          error={inLanguage(errors.emailValue?.message)}
          {...register('emailValue')}
        />
        <SelectField
          label={t`School role`}
          error={inLanguage(errors.schoolRoleValue?.message)}
          {...register('schoolRoleValue')}
        >
          <option value="student">{t`Student`}</option>
          <option value="teacher">{t`Teacher`}</option>
        </SelectField>
        <TextField
          label={t`School id`}
          optional
          autoComplete="off"
          error={inLanguage(errors.schoolIdValue?.message)}
          {...register('schoolIdValue')}
        />
        <TextField
          label={t`Relay state`}
          optional
          autoComplete="off"
          error={inLanguage(errors.relayState?.message)}
          {...register('relayState')}
        />
        <Button type="submit" loading={generate.isPending}>
          <Trans>Generate</Trans>
        </Button>
      </form>
      {generate.data ? <ReadyLogin login={generate.data} /> : null}
    </>
  );
}
