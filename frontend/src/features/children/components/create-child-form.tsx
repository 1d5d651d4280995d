import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { childCreateSchema, type ChildRow } from '../../../../../shared/schemas/children';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { createChild } from '../api/children';
import styles from './family.module.css';

/**
 * 'Create a new child account' (§2): First Name and Create; the username and password are made for
 * the child. `focusFirst` (the page opened with `?action=create`) puts the caret in First Name.
 */
export function CreateChildForm({
  onCreated,
  focusFirst = false,
}: {
  onCreated: (child: ChildRow) => void;
  focusFirst?: boolean;
}) {
  const { t } = useLingui();
  const create = createChild.useMutation();
  const [firstName, setFirstName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFailure(null);
    const parsed = childCreateSchema.safeParse({ firstName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t`Please enter the child's first name.`);
    try {
      const { child } = await create.mutateAsync({ body: { firstName: parsed.data.firstName } });
      setFirstName('');
      onCreated(child);
    } catch (problem) {
      if (isApiRequestError(problem) && problem.fieldErrors['firstName']) setError(problem.fieldErrors['firstName']);
      else setFailure(isApiRequestError(problem) ? problem.message : String(problem));
    }
  }

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="create-child-heading"
    >
      <h2 id="create-child-heading">
        <Trans>Create a new child account</Trans>
      </h2>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <div className={styles.formRow}>
        <TextField
          label={t`First Name`}
          name="firstName"
          autoComplete="off"
          autoFocus={focusFirst}
          value={firstName}
          error={error ?? undefined}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <Button type="submit" loading={create.isPending}>
          <Trans>Create</Trans>
        </Button>
      </div>
    </form>
  );
}
