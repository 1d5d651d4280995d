import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import {
  CLASS_NAME_MAX_LENGTH,
  EDUCATIONAL_STAGES,
  classUpdateSchema,
  type EducationalStage,
} from '../../../../../shared/schemas/classes';
import { FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import type { ChangeState } from '../../../lib/define-mutation';
import styles from './teacher.module.css';

/** The educational stages' names as the form shows them (the stored values stay English). */
const STAGE_LABELS: Record<EducationalStage, MessageDescriptor> = {
  'Early Years': msg`Early Years`,
  Primary: msg`Primary`,
  'Middle School': msg`Middle School`,
  Secondary: msg`Secondary`,
  'Senior Secondary': msg`Senior Secondary`,
};

/** What the class form saves: the name and the educational stages chosen. */
export interface ClassDetails {
  name: string;
  educationalStages: EducationalStage[];
}

interface ClassNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: 'Add Class' | 'Edit Class Details';
  initialName: string;
  initialStages?: readonly string[] | undefined;
  /** The change that saves the class, as its mutation hook gives it: its pending state and failure are the dialog's. */
  save: ChangeState;
  /** Saves the class with `save`, closing the dialog once it has succeeded. */
  onSave: (details: ClassDetails) => void;
}

/**
 * The class form (Add Class, Edit Class Details and a double-click's rename): the class name and
 * its educational stages, several of which may be chosen (staff-console §5 Class form). Its errors
 * are a list (the form's own checks and the server's 422, each once, the field marked invalid)
 * plus a single alert for any other failure. A name over 60 characters is refused with its
 * message rather than cut short as it is typed.
 */
export function ClassNameDialog({
  open,
  onClose,
  title,
  initialName,
  initialStages,
  save,
  onSave,
}: ClassNameDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={title === 'Add Class' ? t`Add Class` : t`Edit Class Details`}>
      {open ? (
        <ClassForm
          title={title}
          initialName={initialName}
          initialStages={initialStages ?? []}
          save={save}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}

function ClassForm({
  title,
  initialName,
  initialStages,
  save,
  onSave,
}: Omit<ClassNameDialogProps, 'open' | 'onClose' | 'initialStages'> & { initialStages: readonly string[] }) {
  const { t, i18n } = useLingui();
  const errorsId = useId();
  const [name, setName] = useState(initialName);
  const [stages, setStages] = useState<readonly string[]>(initialStages);
  const [formErrors, setFormErrors] = useState<Partial<Record<keyof ClassDetails, string>>>({});
  const { reset } = save;
  // A failure of an earlier opening is not this one's.
  useEffect(() => reset(), [reset]);
  const serverErrors = save.error?.status === 422 || save.error?.status === 409 ? save.error.fieldErrors : {};
  const fieldErrors = { ...serverErrors, ...formErrors };
  const listed = [...new Set(Object.values(fieldErrors).filter(Boolean))];
  const failure = save.error && listed.length === 0 ? save.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormErrors({});
    reset();
    const parsed = classUpdateSchema.safeParse({ name, educationalStages: stages });
    if (!parsed.success) {
      const found: Partial<Record<keyof ClassDetails, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ClassDetails] ??= translated(issue.message);
      return setFormErrors(found);
    }
    onSave({ name: parsed.data.name, educationalStages: parsed.data.educationalStages ?? [] });
  }

  const toggle = (stage: string) =>
    setStages((current) => (current.includes(stage) ? current.filter((each) => each !== stage) : [...current, stage]));
  const invalid = (field: keyof ClassDetails) =>
    fieldErrors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorsId } : {};

  return (
    <form onSubmit={submit} noValidate aria-label={title === 'Add Class' ? t`Add Class` : t`Edit Class Details`}>
      {listed.length > 0 ? (
        <div id={errorsId} role="alert" className={styles.formErrors}>
          <ul>
            {listed.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FailureAlert message={failure} />
      <TextField
        label={t`Class name`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={t`At most ${CLASS_NAME_MAX_LENGTH} characters.`}
        autoFocus
        {...invalid('name')}
      />
      <fieldset className={styles.stages} aria-describedby={fieldErrors.educationalStages ? errorsId : undefined}>
        <legend>
          <Trans>Educational stages</Trans>
        </legend>
        {EDUCATIONAL_STAGES.map((stage) => (
          <Checkbox
            key={stage}
            label={i18n._(STAGE_LABELS[stage])}
            checked={stages.includes(stage)}
            onChange={() => toggle(stage)}
          />
        ))}
      </fieldset>
      <Button type="submit" loading={save.isPending}>
        {title === 'Add Class' ? <Trans>Add Class</Trans> : <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
