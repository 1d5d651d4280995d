import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ADMIN_TEACHER_MESSAGES, type MovedTeacher } from '../../../../../shared/schemas/admin-teachers';
import { translated } from '../../../../../shared/i18n/text';
import { FailureAlert } from '../../../components/alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { failureReason } from '../../../lib/use-page-actions';
import { moveTeacher } from '../api/admin-teachers';
import styles from '../pages/staff-pages.module.css';

/**
 * Move Teacher (staff-console §2, user.school.update): a teacher named by username or e-mail
 * becomes a teacher of this school. Accounts that sign in through SAML, Google or Facebook are
 * refused by the API with the reason, shown here.
 */
export function MoveTeacherDialog({
  schoolId,
  schoolName,
  onMoved,
  onClose,
}: {
  schoolId: string;
  schoolName: string;
  onMoved: (teacher: MovedTeacher) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = moveTeacher.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    move.reset();
    if (!usernameOrEmail.trim()) return setError(translated(ADMIN_TEACHER_MESSAGES.usernameRequired));
    move.mutate(
      { params: { schoolId }, body: { usernameOrEmail: usernameOrEmail.trim() } },
      {
        onSuccess: ({ teacher }) => {
          onMoved(teacher);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t`Move Teacher`}
      formId="move-teacher"
      submitLabel={t`Move Teacher`}
      busy={move.isPending}
      onClose={onClose}
    >
      <form id="move-teacher" className={styles.roleOptions} onSubmit={submit} noValidate>
        <p>
          <Trans>
            The teacher leaves their current school (its classes and administration) and becomes a teacher of{' '}
            {schoolName}. Accounts that sign in through a school's SAML system, Google or Facebook cannot be moved.
          </Trans>
        </p>
        <TextField
          label={t`Username or e-mail`}
          value={usernameOrEmail}
          onChange={(event) => setUsernameOrEmail(event.target.value)}
          autoComplete="off"
          error={error ?? undefined}
        />
        <FailureAlert message={move.error ? failureReason(move.error) : null} />
      </form>
    </FormDialog>
  );
}
