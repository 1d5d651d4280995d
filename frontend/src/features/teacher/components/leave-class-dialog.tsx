import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES, type ClassGroupSummary } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { SelectField } from '../../../components/select-field';
import { isApiRequestError } from '../../../lib/api-client';
import { listHandOverTeachers, unassignTeacher } from '../api/classes';
import { classNameOf, messageOf, personName } from '../class-format';

/** Leave Class's failure: the §5 message when not assigned, the API's reason for a refusal, otherwise §8's with the server's words. */
export function leaveFailure(error: unknown): string {
  if (isApiRequestError(error) && error.status === 409 && error.errors[0]?.detail === CLASS_MESSAGES.notAssigned)
    return translated(CLASS_MESSAGES.notAssigned);
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return error.message;
  return `${translated(CLASS_MESSAGES.leaveFailed)}: ${messageOf(error)}`;
}

interface LeaveClassDialogProps {
  classGroup: ClassGroupSummary;
  userId: string;
  onClose: () => void;
  onLeft: (message: string) => void;
}

/**
 * Leave Class asks first, naming the class and what leaving it means. A class is never left
 * without a teacher: its only teacher chooses a teacher of the school to hand it to (the API
 * refuses otherwise), and the hand-over and the leaving are one change.
 */
export function LeaveClassDialog({ classGroup, userId, onClose, onLeft }: LeaveClassDialogProps) {
  const { t } = useLingui();
  const name = classNameOf(classGroup);
  const onlyTeacher = classGroup.teachers.every((teacher) => teacher.id === userId);
  const candidates = listHandOverTeachers.useRead(
    { params: { classGroupId: classGroup.id } },
    { enabled: onlyTeacher },
  );
  const leave = unassignTeacher.useMutation();
  const [handTo, setHandTo] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const teachers = candidates.data?.teachers ?? [];
  const successor = teachers.find((teacher) => teacher.id === handTo) ?? null;

  function confirm() {
    setChoiceError(null);
    if (onlyTeacher && !successor) return setChoiceError(CLASS_MESSAGES.lastTeacher(name));
    leave.mutate(
      { params: { classGroupId: classGroup.id }, body: { teacherId: userId, handTo: successor?.id ?? null } },
      {
        onSuccess: () => {
          const teacher = successor ? personName(successor) : '';
          onLeft(successor ? t`You have left ${name} and handed it to ${teacher}.` : t`You have left ${name}.`);
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open
      title={t`Leave ${name}?`}
      confirmLabel={onlyTeacher ? t`Hand over and leave` : t`Leave Class`}
      busy={leave.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {leave.error ? (
        <Alert tone="danger" live>
          <p>{leaveFailure(leave.error)}</p>
        </Alert>
      ) : null}
      <p>
        <Trans>
          You will be taken off {name}: it leaves My Classes and you will no longer see its students or print their
          login cards. The class, its students and their accounts stay.
        </Trans>
      </p>
      {onlyTeacher ? (
        candidates.isPending ? (
          <LoadingIndicator label={t`Loading the teachers of your school`} />
        ) : teachers.length ? (
          <>
            <p>
              <Trans>You are the only teacher of {name}, so it needs another teacher before you leave it.</Trans>
            </p>
            <SelectField
              label={t`Hand the class to`}
              value={handTo}
              onChange={(event) => setHandTo(event.target.value)}
              error={choiceError ?? undefined}
              options={teachers.map((teacher) => ({ value: teacher.id, label: personName(teacher) }))}
            >
              <option value="">{t`Choose a teacher…`}</option>
            </SelectField>
          </>
        ) : (
          <Alert tone="warning">
            <p>
              <Trans>
                You are the only teacher of {name} and your school has no other teacher to hand it to, so you cannot
                leave it yet. A school administrator can add teachers on Manage Teachers.
              </Trans>
            </p>
          </Alert>
        )
      ) : null}
    </ConfirmDialog>
  );
}
