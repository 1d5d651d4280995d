import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import type { Job } from '../../../../../shared/schemas/jobs';
import { type StudentRow } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { JobProgress } from '../../../components/job-progress';
import { isApiRequestError } from '../../../lib/api-client';
import { deleteStudents } from '../api/students';
import { TEACHER_KEY } from '../api/keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { studentName } from '../class-format';

interface DeleteStudentsDialogProps {
  open: boolean;
  onClose: () => void;
  schoolId: string;
  students: readonly StudentRow[];
  onDeleted: (count: number) => void;
}

/**
 * Delete Student(s) (school administrators): names the students, then starts the deletion, a job
 * (ARCHITECTURE 'Jobs and progress': a thousand accounts take longer than a request may last),
 * whose progress the dialog shows; once it has finished the page says how many were deleted. A job
 * that stopped says so and offers Resume; closing the dialog leaves it running (Jobs finds it).
 * §8's message when it cannot start.
 */
export function DeleteStudentsDialog({ open, onClose, schoolId, students, onDeleted }: DeleteStudentsDialogProps) {
  const { t } = useLingui();
  const remove = deleteStudents.useMutation();
  const queryClient = useQueryClient();
  const count = students.length;
  const title = count === 1 ? t`Delete Student` : t`Delete Students`;
  const close = () => {
    remove.reset();
    onClose();
  };
  const finished = (job: Job) => {
    // The class lists change as the job deletes: read them again once it has finished, whatever its outcome.
    void queryClient.invalidateQueries({ queryKey: TEACHER_KEY });
    if (job.status !== 'succeeded') return;
    onDeleted(job.counts['studentsDeleted'] ?? 0);
    close();
  };

  if (remove.data) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title={title}
        footer={
          <Button variant="secondary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <JobProgress job={remove.data.job} label={t`Deleting students`} onFinished={finished} />
      </Dialog>
    );
  }

  const failure = remove.error
    ? isApiRequestError(remove.error) && remove.error.status < 500 && remove.error.status > 0
      ? remove.error.message
      : translated(CLASS_MESSAGES.deleteFailed)
    : null;
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={title}
      confirmLabel={count === 1 ? t`Delete Student` : t`Delete ${count} Students`}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate({ params: { schoolId }, body: { studentIds: students.map((student) => student.id) } })
      }
    >
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <p>
        <Trans>
          These student accounts will be deleted, with their sign-in and their places in every class. This cannot be
          undone:
        </Trans>
      </p>
      <ul>
        {students.map((student) => (
          <li key={student.id}>{studentName(student)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
