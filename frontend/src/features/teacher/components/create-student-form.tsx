import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import { studentCreateSchema } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { createStudent } from '../api/students';
import styles from './teacher.module.css';

type Field = 'firstName' | 'lastName' | 'schoolKey';
const EMPTY = { firstName: '', lastName: '', schoolKey: '' };

/**
 * The class page's create-student form (§2; accounts not restricted): First Name, Last Name
 * (optional), Student ID (optional, left out when hidden), Create. The new student's username and
 * password are shown once created; the server's messages are listed.
 */
export function CreateStudentForm({ classGroupId, hideSchoolKey }: { classGroupId: string; hideSchoolKey: boolean }) {
  const { t } = useLingui();
  const create = createStudent.useMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [created, setCreated] = useState<{ name: string; username: string | null; password: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessages([]);
    setCreated(null);
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      schoolKey: hideSchoolKey ? '' : values.schoolKey,
    };
    const parsed = studentCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translated(issue.message);
      }
      return setErrors(found);
    }
    try {
      const { student, password } = await create.mutateAsync({ params: { classGroupId }, body });
      setCreated({
        name: [student.firstName, student.lastName].filter(Boolean).join(' '),
        username: student.username,
        password,
      });
      setValues(EMPTY);
    } catch (error) {
      if (isApiRequestError(error)) {
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        setMessages(
          error.generalMessages.length || !Object.keys(error.fieldErrors).length
            ? error.errors.map((item) => item.detail)
            : [],
        );
      } else setMessages([String(error)]);
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const createdName = created?.name;
  const username = created?.username;
  const password = created?.password;

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="create-student-heading"
    >
      <h2 id="create-student-heading">
        <Trans>Create a new student</Trans>
      </h2>
      {created ? (
        <Alert tone="success" live>
          <p className={styles.wrapWords}>
            <Trans>
              {createdName} has been created. Username: <strong dir="ltr">{username}</strong>, password:{' '}
              <strong dir="ltr">{password}</strong>
            </Trans>
          </p>
        </Alert>
      ) : null}
      {messages.length ? (
        <Alert tone="danger" live>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className={styles.formRow}>
        <TextField
          label={t`First Name`}
          autoComplete="off"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t`Last Name`}
          optional
          autoComplete="off"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        {hideSchoolKey ? null : (
          <TextField
            label={t`Student ID`}
            optional
            autoComplete="off"
            value={values.schoolKey}
            onChange={set('schoolKey')}
            error={errors.schoolKey}
          />
        )}
        <div>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}
