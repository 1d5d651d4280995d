import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SCHOOL_DELETION_MESSAGES } from '../../../../../shared/schemas/school-deletion';
import type { AdminSchool } from '../../../../../shared/schemas/admin-schools';
import { ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { pageNotice } from '../../../lib/page-notice';
import { deleteSchool } from '../api/school-deletion';

/**
 * Delete School on the console's school page (school.delete; staff-console §2 School page): asks first, naming what
 * goes for good; the API refuses, naming why, while anything still ties the school to people or
 * records. Afterwards the Schools tab says the school was deleted.
 */
export function DeleteSchoolButton({ school }: { school: Pick<AdminSchool, 'id' | 'name' | 'code'> }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const { name, code } = school;
  const remove = deleteSchool.useMutation();
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="danger"
        size="small"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        <Trans>Delete School</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Delete ${name}?`}
        confirmLabel={t`Delete School`}
        busy={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(
            { params: { schoolId: school.id } },
            {
              onSuccess: ({ deleted }) =>
                void navigate(paths.admin.schools.getHref(), {
                  state: pageNotice(SCHOOL_DELETION_MESSAGES.deleted(deleted.name)),
                }),
            },
          )
        }
      >
        <p>
          <Trans>
            {name} (<bdi>{code}</bdi>) will be deleted for good: its record, its A-Number and its place in search and
            the work queues. A school with teachers, students, classes, subscriptions or links cannot be deleted; the
            portal checks again. This cannot be undone.
          </Trans>
        </p>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}
