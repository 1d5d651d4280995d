import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherRow } from '../../../../../shared/schemas/teachers';
import { ErrorAlert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { setAdminSchoolAdministrator } from '../api/admin-schools';

/** What the Teachers tab's button does to this teacher: make them an administrator, or remove them as one. */
export function administratorActionOf(i18n: I18n, teacher: Pick<TeacherRow, 'isSchoolAdmin'>): string {
  return teacher.isSchoolAdmin ? i18n._(msg`Remove Administrator`) : i18n._(msg`Make Administrator`);
}

/** The same action naming the teacher, for a screen reader. */
export function administratorActionNamed(i18n: I18n, teacher: Pick<TeacherRow, 'isSchoolAdmin'>, name: string): string {
  return teacher.isSchoolAdmin ? i18n._(msg`Remove Administrator: ${name}`) : i18n._(msg`Make Administrator: ${name}`);
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
  const { i18n, t } = useLingui();
  const change = setAdminSchoolAdministrator.useMutation();
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  const admin = !teacher.isSchoolAdmin;
  return (
    <ConfirmDialog
      open
      title={admin ? t`Make ${name} an administrator of ${schoolName}?` : t`Remove ${name} as an administrator?`}
      confirmLabel={administratorActionOf(i18n, teacher)}
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
                  ? t`${name} is now an administrator of ${schoolName}.`
                  : t`${name} is no longer an administrator of ${schoolName}.`,
              ),
          },
        )
      }
    >
      {admin ? (
        <p>
          <Trans>
            {name} will manage {schoolName}: its details, teachers, all its classes and students, imports and
            subscriptions.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            {name} will no longer manage {schoolName}: they keep their own classes only. A school must keep an
            administrator of its own.
          </Trans>
        </p>
      )}
      <ErrorAlert error={change.error} />
    </ConfirmDialog>
  );
}
