import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { type StudentRow } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { isApiRequestError } from '../../../lib/api-client';
import { deleteStudents } from '../api/students';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { studentName } from '../class-format';

interface DeleteStudentsDialogProps {
  open: boolean;
  onClose: () => void;
  schoolId: string;
  students: readonly StudentRow[];
  onDeleted: (count: number) => void;
}

/** Delete Student(s) (school administrators): names the students, then deletes their accounts; §8's message on failure. */
export function DeleteStudentsDialog({ open, onClose, schoolId, students, onDeleted }: DeleteStudentsDialogProps) {
  const remove = deleteStudents.useMutation();
  const failure = remove.error
    ? isApiRequestError(remove.error) && remove.error.status < 500 && remove.error.status > 0
      ? remove.error.message
      : CLASS_MESSAGES.deleteFailed
    : null;
  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={students.length === 1 ? 'Delete Student' : 'Delete Students'}
      confirmLabel={students.length === 1 ? 'Delete Student' : `Delete ${students.length} Students`}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { params: { schoolId }, body: { studentIds: students.map((student) => student.id) } },
          {
            onSuccess: ({ changed }) => {
              onDeleted(changed.length);
              onClose();
            },
          },
        )
      }
    >
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <p>
        These student accounts will be deleted, with their sign-in and their places in every class. This cannot be
        undone:
      </p>
      <ul>
        {students.map((student) => (
          <li key={student.id}>{studentName(student)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
