import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { TITLES, titleLabel } from '../../../../../shared/constants';
import { translated } from '../../../../../shared/i18n/text';
import { TEACHER_MESSAGES, newTeacherSchema, type TeacherRow } from '../../../../../shared/schemas/teachers';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { addExistingTeacher, addTeacher } from '../api/teachers';
import { personName } from '../class-format';
import styles from './teacher.module.css';

type Field = 'title' | 'firstName' | 'lastName' | 'email';
const EMPTY: Record<Field, string> = { title: '', firstName: '', lastName: '', email: '' };

/**
 * The server's messages for a form (§2: listed under the form; 422 by field), or the §8 text when
 * the server said nothing usable (an outage, a failure of its own).
 */
export function serverMessages(error: unknown): string[] {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.errors.length)
    return error.errors.map((item) => item.detail);
  return [translated(TEACHER_MESSAGES.saveFailed)];
}

function Messages({ messages, id }: { messages: readonly string[]; id: string }) {
  if (!messages.length) return null;
  return (
    <Alert tone="danger" live id={id}>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Manage Teachers' inline form (§2, unrestricted schools): Title, First name, Last name, Email,
 * Add. The new teacher is mailed their username (the email) and a temporary password.
 */
export function AddTeacherForm({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();
  const add = addTeacher.useMutation();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [added, setAdded] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessages([]);
    setAdded(false);
    const parsed = newTeacherSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= translated(issue.message);
      return setErrors(found);
    }
    try {
      await add.mutateAsync({ params: { schoolId }, body: parsed.data });
      setValues(EMPTY);
      setAdded(true);
    } catch (error) {
      // The server's messages are listed under the form (school-and-family §2 Manage Teachers), once:
      // not again under their field.
      setMessages(serverMessages(error));
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Add a teacher</Trans>
      </h2>
      {added ? (
        <Alert tone="success" live>
          <p>{translated(TEACHER_MESSAGES.added)}</p>
        </Alert>
      ) : null}
      <div className={styles.formRow}>
        <SelectField
          label={t`Title`}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          options={TITLES.map((title) => ({ value: title, label: titleLabel(title) }))}
        >
          <option value="">{t`Choose…`}</option>
        </SelectField>
        <TextField
          label={t`First name`}
          autoComplete="off"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t`Last name`}
          autoComplete="off"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <div>
          <Button type="submit" loading={add.isPending}>
            <Trans>Add</Trans>
          </Button>
        </div>
      </div>
      <Messages messages={messages} id={`${headingId}-messages`} />
    </form>
  );
}

/** addExistingTeacher (§7): a teacher account of no school joins this school, by its username. */
export function AddExistingTeacherForm({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();
  const add = addExistingTeacher.useMutation();
  const headingId = useId();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [messages, setMessages] = useState<string[]>([]);
  const [added, setAdded] = useState<TeacherRow | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setMessages([]);
    setAdded(null);
    if (!username.trim()) return setError(t`Please enter a username.`);
    try {
      const { teacher } = await add.mutateAsync({ params: { schoolId }, body: { username: username.trim() } });
      setUsername('');
      setAdded(teacher);
    } catch (failure) {
      setMessages(serverMessages(failure));
    }
  }

  const addedName = added ? personName(added) : null;

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Add an existing teacher</Trans>
      </h2>
      <p>
        <Trans>
          A teacher who already has an App Library teacher account, and no school yet, joins this school by their
          username.
        </Trans>
      </p>
      {addedName !== null ? (
        <Alert tone="success" live>
          <p>
            <Trans>{addedName} is now a teacher of this school.</Trans>
          </p>
        </Alert>
      ) : null}
      <div className={styles.formRow}>
        <TextField
          label={t`Username`}
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={error}
        />
        <div>
          <Button type="submit" variant="secondary" loading={add.isPending}>
            <Trans>Add Existing Teacher</Trans>
          </Button>
        </div>
      </div>
      <Messages messages={messages} id={`${headingId}-messages`} />
    </form>
  );
}
