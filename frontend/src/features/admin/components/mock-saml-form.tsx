import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  mockSamlLoginSchema,
  type MockSamlLogin,
  type MockSamlLoginResponse,
} from '../../../../../shared/schemas/saml';
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
  return (
    <section aria-labelledby="mock-saml-ready" className={styles.ready}>
      <Alert tone="success" live>
        <p id="mock-saml-ready">Ready</p>
      </Alert>
      <form
        method="post"
        action={login.assertionConsumerUrl}
        target="_blank"
        aria-label="SAML Login"
        data-testid="saml-login-form"
      >
        <input type="hidden" name="SAMLResponse" value={login.samlResponse} />
        {login.relayState === null ? null : <input type="hidden" name="RelayState" value={login.relayState} />}
        <Button type="submit">SAML Login</Button>
      </form>
      <label htmlFor="mock-saml-console-code">Console code to use in another tab</label>
      <textarea id="mock-saml-console-code" className={styles.code} readOnly rows={8} value={consoleCode(login)} />
      <p>Valid until {new Date(login.expiresAt).toLocaleTimeString()}; each response signs in once.</p>
    </section>
  );
}

/** staff-console §2, SAML page (mock login): who the mock school system should say signed in. */
export function MockSamlForm() {
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
      <form onSubmit={onSubmit} noValidate aria-label="Mock SAML login">
        {generate.error && !(isApiRequestError(generate.error) && generate.error.status === 422) ? (
          <Alert tone="danger" live>
            <p>{generate.error.message}</p>
          </Alert>
        ) : null}
        <TextField label="nameId" autoComplete="off" error={errors.nameId?.message} {...register('nameId')} />
        <PersonNameFields
          firstName={register('firstNameValue')}
          lastName={register('lastNameValue')}
          errors={{ firstName: errors.firstNameValue?.message, lastName: errors.lastNameValue?.message }}
          autoComplete={false}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.emailValue?.message}
          {...register('emailValue')}
        />
        <SelectField label="School role" error={errors.schoolRoleValue?.message} {...register('schoolRoleValue')}>
          <option value="student">Student</option>
          <option value="teacher">Teacher</option>
        </SelectField>
        <TextField
          label="School id"
          optional
          autoComplete="off"
          error={errors.schoolIdValue?.message}
          {...register('schoolIdValue')}
        />
        <TextField
          label="Relay state"
          optional
          autoComplete="off"
          error={errors.relayState?.message}
          {...register('relayState')}
        />
        <Button type="submit" loading={generate.isPending}>
          Generate
        </Button>
      </form>
      {generate.data ? <ReadyLogin login={generate.data} /> : null}
    </>
  );
}
