import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CLASS_MESSAGES, type ClassGroupSummary } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { guarded, staffIndexRedirect } from '../guard';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { createClassGroup, listMyClasses, updateClassGroup } from '../api/classes';
import { classNameOf, teachersOf } from '../class-format';
import { ActionButton } from '../../../components/action-button';
import { ClassNameDialog } from '../components/class-name-dialog';
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

const COLUMNS: ColumnDef<ClassGroupSummary, unknown>[] = [
  // Plain text: a click chooses the row and a double-click renames it (View Class opens it).
  { id: 'name', header: 'Class', cell: ({ row }) => classNameOf(row.original) },
  { id: 'code', header: 'Class Code', cell: ({ row }) => row.original.code },
  { id: 'teachers', header: 'Teachers', cell: ({ row }) => teachersOf(row.original) },
  { id: 'students', header: 'Students', cell: ({ row }) => row.original.totalStudents },
];

/** teacher (index): My Classes (school-and-family §2). */
export function MyClassesPage() {
  const user = useSessionUser();
  const { classGroups } = listMyClasses.useData();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'edit' | 'leave' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const createClass = createClassGroup.useMutation();
  const renameClass = updateClassGroup.useMutation();
  const sorted = useMemo(
    () => [...classGroups].sort((a, b) => classNameOf(a).localeCompare(classNameOf(b))),
    [classGroups],
  );
  const chosen = sorted.find((classGroup) => selected.has(classGroup.id)) ?? null;
  const needsOne = chosen ? null : CLASS_MESSAGES.selectClassFirst;

  function leave() {
    if (!chosen || !user) return;
    setNotice(null);
    setDialog('leave');
  }

  return (
    <>
      <DocumentTitle title="My Classes" />
      <TeacherCrumbs trail={[{ label: 'My Classes' }]} />
      <PageHeader title="My Classes" description="Tip: double-click a class name to edit it." />
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <div className={styles.toolbar} role="toolbar" aria-label="Class actions">
        <ActionButton
          unavailable={needsOne}
          onClick={() => chosen && void navigate(paths.teacher.classGroup.getHref(chosen.id))}
        >
          View Class
        </ActionButton>
        <ActionButton variant="primary" onClick={() => setDialog('add')}>
          Add Class
        </ActionButton>
        <ActionButton unavailable={needsOne} onClick={() => setDialog('edit')}>
          Edit Class Details
        </ActionButton>
        <ActionButton unavailable={needsOne} onClick={leave}>
          Leave Class
        </ActionButton>
      </div>
      <DataTable
        caption="My Classes"
        rows={sorted}
        columns={COLUMNS}
        getRowId={(row) => row.id}
        selection="single"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={classNameOf}
        emptyText={CLASS_MESSAGES.noClasses}
        onRowDoubleClick={(row) => {
          setSelected(new Set([row.id]));
          setDialog('edit');
        }}
      />
      {user && administersOwnSchool(user) && user.schoolId ? (
        <section className={styles.panel} aria-labelledby="other-teachers" style={{ marginTop: 'var(--space-5)' }}>
          <h2 id="other-teachers">Manage Classes for Other Teachers</h2>
          <p>
            As a school administrator you can see and change every class of your school, and the students in no class.
          </p>
          <Link to={paths.teacher.manageClasses.getHref(user.schoolId)}>Manage Classes</Link>
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
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ClassNameDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        title="Add Class"
        initialName=""
        save={createClass}
        onSave={(name) =>
          createClass.mutate(
            { body: { name } },
            {
              onSuccess: ({ classGroup }) => {
                setSelected(new Set([classGroup.id]));
                setNotice({
                  tone: 'success',
                  text: `${classGroup.name} has been added, with the class code ${classGroup.code}.`,
                });
                setDialog(null);
              },
            },
          )
        }
      />
      <ClassNameDialog
        open={dialog === 'edit' && chosen !== null}
        onClose={() => setDialog(null)}
        title="Edit Class Details"
        initialName={chosen?.name ?? ''}
        save={renameClass}
        onSave={(name) =>
          chosen &&
          renameClass.mutate(
            { params: { classGroupId: chosen.id }, body: { name } },
            { onSuccess: () => setDialog(null) },
          )
        }
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: myClassesLoader(queryClient), Component: MyClassesPage });
