import { useState, type FormEvent } from 'react';
import { classUpdateSchema } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';

interface ClassNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: 'Add Class' | 'Edit Class Details';
  initialName: string;
  /** Saves the name; a failure is shown in the dialog (a 422 under the field). */
  onSave: (name: string) => Promise<unknown>;
}

/** Add Class and Edit Class Details (and a double-click's rename): the class name. */
export function ClassNameDialog({ open, onClose, title, initialName, onSave }: ClassNameDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open ? <ClassNameForm title={title} initialName={initialName} onSave={onSave} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ClassNameForm({ title, initialName, onSave, onDone }: { title: string; initialName: string; onSave: (name: string) => Promise<unknown>; onDone: () => void }) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setFailure(null);
    const parsed = classUpdateSchema.safeParse({ name });
    const value = parsed.success ? parsed.data.name : '';
    if (!parsed.success || !value) return setFieldError(parsed.success ? 'Please enter a class name.' : (parsed.error.issues[0]?.message ?? 'Please enter a class name.'));
    setSaving(true);
    try {
      await onSave(value);
      onDone();
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors.name) setFieldError(error.fieldErrors.name);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField label="Class name" value={name} onChange={(event) => setName(event.target.value)} error={fieldError ?? undefined} maxLength={60} autoFocus />
      <Button type="submit" loading={saving}>
        {title === 'Add Class' ? 'Add Class' : 'Save'}
      </Button>
    </form>
  );
}
