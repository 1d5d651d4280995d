import { useEffect, useState, type FormEvent } from 'react';
import { CLASS_NAME_MAX_LENGTH, classUpdateSchema } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import type { ChangeState } from '../../../lib/define-mutation';

/** The change that saves the name, as its mutation hook gives it: its pending state and failure are the dialog's. */
type NameSave = ChangeState;

interface ClassNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: 'Add Class' | 'Edit Class Details';
  initialName: string;
  /** The change that saves the name; its failure is shown in the dialog (a 422 under the field). */
  save: NameSave;
  /** Saves the name with `save`, closing the dialog once it has succeeded. */
  onSave: (name: string) => void;
}

/**
 * Add Class and Edit Class Details (and a double-click's rename): the class name. A name over 60
 * characters is refused with its message rather than cut short as it is typed.
 */
export function ClassNameDialog({ open, onClose, title, initialName, save, onSave }: ClassNameDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open ? <ClassNameForm title={title} initialName={initialName} save={save} onSave={onSave} /> : null}
    </Dialog>
  );
}

function ClassNameForm({
  title,
  initialName,
  save,
  onSave,
}: {
  title: string;
  initialName: string;
  save: NameSave;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { reset } = save;
  // A failure of an earlier opening is not this one's.
  useEffect(() => reset(), [reset]);
  const serverFieldError = save.error?.fieldErrors.name ?? null;
  const failure = save.error && !serverFieldError ? save.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    reset();
    const parsed = classUpdateSchema.safeParse({ name });
    const value = parsed.success ? parsed.data.name : '';
    if (!parsed.success || !value)
      return setFieldError(
        parsed.success
          ? 'Please enter a class name.'
          : (parsed.error.issues[0]?.message ?? 'Please enter a class name.'),
      );
    onSave(value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField
        label="Class name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={`At most ${CLASS_NAME_MAX_LENGTH} characters.`}
        error={fieldError ?? serverFieldError ?? undefined}
        autoFocus
      />
      <Button type="submit" loading={save.isPending}>
        {title === 'Add Class' ? 'Add Class' : 'Save'}
      </Button>
    </form>
  );
}
