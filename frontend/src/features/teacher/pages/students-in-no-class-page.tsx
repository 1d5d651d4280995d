import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { paths } from '../../../config/paths';
import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { listStudentsInNoClass } from '../api/classes';
import { ActionButton } from '../../../components/action-button';
import { ClassManagerDialog } from '../components/class-manager-dialog';
import { DeleteStudentsDialog } from '../components/delete-students-dialog';
import { deletedMessage } from '../class-format';
import { StudentsTable, useStudentsTableState } from '../components/students-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import styles from '../components/teacher.module.css';
import { guarded } from '../guard';

export const studentsInNoClassLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      listStudentsInNoClass.queryOptions({ params: { schoolId: params.schoolId ?? '' } }),
    );
    return null;
  });

/** teacher.school.students-in-no-class (§2): Add/Move Students, Delete Students, the editable table. */
export function StudentsInNoClassPage() {
  const { t } = useLingui();
  const { schoolId = '' } = useParams();
  const { students, school, administrator } = listStudentsInNoClass.useData({ params: { schoolId } });
  const { selected, setSelected, table } = useStudentsTableState();
  // A notice speaks of the students ticked when it was said.
  const actions = usePageActions({ about: [...selected].join() });
  const [dialog, setDialog] = useState<'manager' | 'delete' | null>(null);
  const chosen = students.filter((student) => selected.has(student.id));
  const title = t`Students In No Class`;
  const schoolName = school.name;

  function afterDelete(count: number) {
    setSelected(new Set());
    actions.say({ tone: 'success', text: deletedMessage(count) });
  }
  return (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs trail={[{ label: school.name, to: paths.teacher.school.getHref(school.id) }, { label: title }]} />
      <PageHeader title={title} description={t`The students of ${schoolName} who are not in any class.`} />
      <PageNotice actions={actions} />
      <div className={styles.toolbar} role="toolbar" aria-label={t`Student actions`}>
        <ActionButton onClick={() => setDialog('manager')}>
          <Trans>Add/Move Students</Trans>
        </ActionButton>
        {administrator ? (
          <ActionButton
            variant="danger"
            unavailable={chosen.length ? null : translated(CLASS_MESSAGES.selectStudentsFirst)}
            onUnavailable={() => actions.say({ tone: 'danger', text: translated(CLASS_MESSAGES.noStudentsSelected) })}
            onClick={() => setDialog('delete')}
          >
            <Trans>Delete Students</Trans>
          </ActionButton>
        ) : null}
      </div>
      <StudentsTable
        caption={title}
        students={students}
        school={school}
        emptyText={translated(CLASS_MESSAGES.noStudentsWithoutClass)}
        {...table}
      />
      <ClassManagerDialog
        open={dialog === 'manager'}
        onClose={() => {
          setDialog(null);
          setSelected(new Set());
        }}
        schoolId={school.id}
        administrator={administrator}
        sourceId="students-in-no-class"
        initialSelection={[...selected]}
      />
      <DeleteStudentsDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        schoolId={school.id}
        students={chosen}
        onDeleted={afterDelete}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: studentsInNoClassLoader(queryClient),
  Component: StudentsInNoClassPage,
});
