import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { translated } from '../../../../../shared/i18n/text';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CLASS_MESSAGES, type ClassGroupSummary } from '../../../../../shared/schemas/classes';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { guarded, staffIndexRedirect } from '../guard';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { listMyClasses } from '../api/classes';
import { classNameOf, teachersOf } from '../class-format';
import { ActionButton } from '../../../components/action-button';
import { ClassDialogs } from '../components/class-dialogs';
import { ClassesToolbar } from '../components/classes-toolbar';
import { LeaveClassDialog } from '../components/leave-class-dialog';
import { DataTable } from '../../../components/data-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { administersOwnSchool } from '../components/teacher-layout';
import styles from '../components/teacher.module.css';

export const myClassesLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async () => {
    await staffIndexRedirect(queryClient)();
    await queryClient.ensureQueryData(listMyClasses.queryOptions());
    return null;
  });

/** teacher (index): My Classes (school-and-family §2). */
export function MyClassesPage() {
  const { t } = useLingui();
  const columns: ColumnDef<ClassGroupSummary, unknown>[] = [
    // Plain text: a click chooses the row and a double-click renames it (View Class opens it).
    { id: 'name', header: t`Class`, cell: ({ row }) => classNameOf(row.original) },
    { id: 'code', header: t`Class Code`, cell: ({ row }) => row.original.code },
    { id: 'teachers', header: t`Teachers`, cell: ({ row }) => teachersOf(row.original) },
    { id: 'students', header: t`Students`, cell: ({ row }) => row.original.totalStudents },
  ];
  const user = useSessionUser();
  const { classGroups } = listMyClasses.useData();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'edit' | 'leave' | null>(null);
  // A notice speaks of the class chosen when it was said.
  const actions = usePageActions({ about: [...selected].join() });
  const sorted = useMemo(
    () => [...classGroups].sort((a, b) => classNameOf(a).localeCompare(classNameOf(b))),
    [classGroups],
  );
  const chosen = sorted.find((classGroup) => selected.has(classGroup.id)) ?? null;
  const needsOne = chosen ? null : translated(CLASS_MESSAGES.selectClassFirst);

  function leave() {
    if (!chosen || !user) return;
    actions.say(null);
    setDialog('leave');
  }

  return (
    <>
      <DocumentTitle title={t`My Classes`} />
      <TeacherCrumbs trail={[{ label: t`My Classes` }]} />
      <PageHeader title={t`My Classes`} description={t`Tip: double-click a class name to edit it.`} />
      <PageNotice actions={actions} />
      <ClassesToolbar viewing={chosen} editUnavailable={needsOne} onOpen={setDialog}>
        <ActionButton unavailable={needsOne} onClick={leave}>
          <Trans>Leave Class</Trans>
        </ActionButton>
      </ClassesToolbar>
      <DataTable
        caption={t`My Classes`}
        rows={sorted}
        columns={columns}
        getRowId={(row) => row.id}
        selection="single"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={classNameOf}
        emptyText={translated(CLASS_MESSAGES.noClasses)}
        onRowDoubleClick={(row) => {
          setSelected(new Set([row.id]));
          setDialog('edit');
        }}
      />
      {user && administersOwnSchool(user) && user.schoolId ? (
        <section className={styles.panel} aria-labelledby="other-teachers" style={{ marginTop: 'var(--space-5)' }}>
          <h2 id="other-teachers">
            <Trans>Manage Classes for Other Teachers</Trans>
          </h2>
          <p>
            <Trans>
              As a school administrator you can see and change every class of your school, and the students in no class.
            </Trans>
          </p>
          <Link to={paths.teacher.manageClasses.getHref(user.schoolId)}>
            <Trans>Manage Classes</Trans>
          </Link>
        </section>
      ) : null}
      {dialog === 'leave' && chosen && user ? (
        <LeaveClassDialog
          classGroup={chosen}
          userId={user.id}
          onClose={() => setDialog(null)}
          onLeft={(message) => {
            setDialog(null);
            setSelected(new Set());
            actions.say({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ClassDialogs
        open={dialog === 'add' || dialog === 'edit' ? dialog : null}
        onClose={() => setDialog(null)}
        editing={chosen}
        onAdded={(classGroup, notice) => {
          setSelected(new Set([classGroup.id]));
          actions.say({ tone: 'success', text: notice });
        }}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: myClassesLoader(queryClient), Component: MyClassesPage });
