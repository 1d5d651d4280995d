import type { TeacherRow } from '../../../../../shared/schemas/teachers';
import { ErrorAlert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { setAdminSchoolAdministrator } from '../api/admin-schools';

/** What the Teachers tab's button does to this teacher: make them an administrator, or remove them as one. */
export function administratorActionOf(teacher: Pick<TeacherRow, 'isSchoolAdmin'>): string {
  return teacher.isSchoolAdmin ? 'Remove Administrator' : 'Make Administrator';
}

/**
 * Make Administrator / Remove Administrator on the console's Teachers tab (school.admin.update;
 * staff-console §2 School page): asks first, naming the teacher and the school and what changes
 * for them; the API refuses, saying why, to leave the school without an administrator of its own.
 */
export function ChangeAdministratorDialog({
  schoolId,
  schoolName,
  teacher,
  onChanged,
  onClose,
}: {
  schoolId: string;
  schoolName: string;
  teacher: TeacherRow;
  onChanged: (message: string) => void;
  onClose: () => void;
}) {
  const change = setAdminSchoolAdministrator.useMutation();
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  const admin = !teacher.isSchoolAdmin;
  return (
    <ConfirmDialog
      open
      title={admin ? `Make ${name} an administrator of ${schoolName}?` : `Remove ${name} as an administrator?`}
      confirmLabel={administratorActionOf(teacher)}
      confirmVariant={admin ? 'primary' : 'danger'}
      busy={change.isPending}
      onClose={onClose}
      onConfirm={() =>
        change.mutate(
          { params: { schoolId, teacherId: teacher.id }, body: { admin } },
          {
            onSuccess: () =>
              onChanged(
                admin
                  ? `${name} is now an administrator of ${schoolName}.`
                  : `${name} is no longer an administrator of ${schoolName}.`,
              ),
          },
        )
      }
    >
      {admin ? (
        <p>
          {name} will manage {schoolName}: its details, teachers, all its classes and students, imports and
          subscriptions.
        </p>
      ) : (
        <p>
          {name} will no longer manage {schoolName}: they keep their own classes only. A school must keep an
          administrator of its own.
        </p>
      )}
      <ErrorAlert error={change.error} />
    </ConfirmDialog>
  );
}
