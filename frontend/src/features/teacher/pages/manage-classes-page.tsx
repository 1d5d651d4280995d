import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES, type ClassGroupSummary } from '../../../../../shared/schemas/classes';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { Dialog } from '../../../components/dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { guarded } from '../guard';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import {
  createClassGroup,
  deleteClassGroups,
  listSchoolClasses,
  setClassTeachers,
  updateClassGroup,
} from '../api/classes';
import { listSchoolTeachers } from '../api/teachers';
import { classNameOf, messageOf, personName, teachersOf } from '../class-format';
import { ActionButton } from '../../../components/action-button';
import { ClassNameDialog } from '../components/class-name-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import tableStyles from '../../../components/data-table.module.css';
import styles from '../components/teacher.module.css';

export const manageClassesLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      listSchoolClasses.queryOptions({ params: { schoolId: params['schoolId'] ?? '' } }),
    );
    return null;
  });

/** The '(Students In No Class)' pseudo-row's id: it links to that page and is never a class to change. */
const NO_CLASS = '(students-in-no-class)';

type Row = ClassGroupSummary & { pseudo?: true };

/**
 * Which rows may be changed or deleted: a class the caller may change (`editable`: an
 * administrator of its school, which everyone on this page is; the API refuses anyone else with
 * the same rule). The pseudo-row is not a class. Returns why not, or null.
 */
export function notChangeableReason(row: Row): string | null {
  if (row.pseudo) return 'Not a class: the students of the school who are in no class.';
  return row.editable ? null : CLASS_MESSAGES.notEditable;
}

/** §8 class delete: the first server error's detail, or the spec's fallback. */
function deleteFailure(error: unknown): string {
  return isApiRequestError(error) && error.errors[0]?.detail
    ? error.errors[0].detail
    : CLASS_MESSAGES.classDeleteFailed;
}

function studentsCount(count: number): string {
  return count === 1 ? '1 student' : `${count} students`;
}

/** teacher.school.class-groups: Manage Classes (school-and-family §2). */
export function ManageClassesPage() {
  const { schoolId = '' } = useParams();
  const { classGroups, totalStudentsInNoClass } = listSchoolClasses.useData({ params: { schoolId } });
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'edit' | 'teachers' | 'delete' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const createClass = createClassGroup.useMutation();
  const renameClass = updateClassGroup.useMutation();
  const deleteClasses = deleteClassGroups.useMutation();

  const rows = useMemo<Row[]>(
    () => [
      ...[...classGroups].sort((a, b) => classNameOf(a).localeCompare(classNameOf(b))),
      {
        id: NO_CLASS,
        schoolId,
        name: '(Students In No Class)',
        code: '',
        teachers: [],
        totalStudents: totalStudentsInNoClass,
        editable: false,
        pseudo: true,
      },
    ],
    [classGroups, schoolId, totalStudentsInNoClass],
  );
  const chosen = rows.filter((row) => selected.has(row.id));
  const chosenClasses = chosen.filter((row) => !row.pseudo);
  const oneClass = chosenClasses.length === 1 && chosen.length === 1 ? chosenClasses[0] : undefined;
  const changeable = chosenClasses.filter((row) => notChangeableReason(row) === null);

  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'name',
      header: 'Class',
      cell: ({ row }) =>
        row.original.pseudo ? (
          <Link to={paths.teacher.studentsInNoClass.getHref(schoolId)}>(Students In No Class)</Link>
        ) : (
          classNameOf(row.original)
        ),
    },
    { id: 'code', header: 'Class Code', cell: ({ row }) => row.original.code },
    {
      id: 'teachers',
      header: 'Teacher',
      cell: ({ row }) =>
        row.original.pseudo ? null : (
          // A double-click (or Enter) on the Teacher field opens the teacher search.
          <button
            type="button"
            className={tableStyles.cellButton}
            aria-label={`Teachers of ${classNameOf(row.original)}`}
            onDoubleClick={(event) => {
              event.stopPropagation();
              openTeachers(row.original.id);
            }}
            onKeyDown={(event) => event.key === 'Enter' && openTeachers(row.original.id)}
          >
            {teachersOf(row.original) || '—'}
          </button>
        ),
    },
    { id: 'students', header: 'Students', cell: ({ row }) => row.original.totalStudents },
    {
      id: 'status',
      header: 'Changes',
      cell: ({ row }) => notChangeableReason(row.original) ?? 'Editable and deletable',
    },
  ];

  function openTeachers(classGroupId: string) {
    setSelected(new Set([classGroupId]));
    setDialog('teachers');
  }

  function remove() {
    setNotice(null);
    deleteClasses.mutate(
      { params: { schoolId }, body: { classGroupIds: changeable.map((row) => row.id) } },
      {
        onSuccess: ({ deleted }) => {
          setSelected(new Set());
          setDialog(null);
          setNotice({
            tone: 'success',
            text: `${deleted.length === 1 ? '1 class' : `${deleted.length} classes`} deleted. Their students are still in the school.`,
          });
        },
        onError: (error) => {
          setDialog(null);
          setNotice({ tone: 'danger', text: deleteFailure(error) });
        },
      },
    );
  }

  const needsOne = oneClass ? (notChangeableReason(oneClass) ?? null) : CLASS_MESSAGES.selectClassFirst;
  return (
    <>
      <DocumentTitle title="Manage Classes" />
      <TeacherCrumbs trail={[{ label: 'Manage Classes' }]} />
      <PageHeader title="Manage Classes" description={`${CLASS_MESSAGES.renameTip} ${CLASS_MESSAGES.teachersTip}`} />
      {notice ? (
        <Alert tone={notice.tone} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <div className={styles.toolbar} role="toolbar" aria-label="Class actions">
        <ActionButton
          unavailable={oneClass ? null : CLASS_MESSAGES.selectClassFirst}
          onClick={() => oneClass && void navigate(paths.teacher.classGroup.getHref(oneClass.id))}
        >
          View Class
        </ActionButton>
        <ActionButton variant="primary" onClick={() => setDialog('add')}>
          Add Class
        </ActionButton>
        <ActionButton unavailable={needsOne} onClick={() => setDialog('edit')}>
          Edit Class Details
        </ActionButton>
        <ActionButton
          unavailable={changeable.length > 0 ? null : CLASS_MESSAGES.selectClassFirst}
          onClick={() => setDialog('delete')}
        >
          Delete Classes
        </ActionButton>
        <LinkButton variant="secondary" size="small" to={paths.teacher.studentImport.getHref(schoolId)}>
          SMART Tool
        </LinkButton>
      </div>
      <DataTable
        caption="Manage Classes"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        selection="multi"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={classNameOf}
        emptyText={CLASS_MESSAGES.noClasses}
        onRowDoubleClick={(row) => {
          if (notChangeableReason(row)) return;
          setSelected(new Set([row.id]));
          setDialog('edit');
        }}
      />
      <ClassNameDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        title="Add Class"
        initialName=""
        save={createClass}
        onSave={(name) =>
          createClass.mutate(
            { body: { name, schoolId } },
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
        open={dialog === 'edit' && oneClass !== undefined}
        onClose={() => setDialog(null)}
        title="Edit Class Details"
        initialName={oneClass?.name ?? ''}
        save={renameClass}
        onSave={(name) =>
          oneClass &&
          renameClass.mutate(
            { params: { classGroupId: oneClass.id }, body: { name } },
            { onSuccess: () => setDialog(null) },
          )
        }
      />
      {dialog === 'teachers' && oneClass ? (
        <ClassTeachersDialog schoolId={schoolId} classGroup={oneClass} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Classes"
        confirmLabel="Delete Classes"
        busy={deleteClasses.isPending}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      >
        <p>These classes, their class codes and their teachers&apos; places will be deleted:</p>
        <ul>
          {changeable.map((row) => (
            <li key={row.id}>
              {classNameOf(row)} ({studentsCount(row.totalStudents)})
            </li>
          ))}
        </ul>
        <p>The students stay in the school; those in no other class will be listed under Students In No Class.</p>
      </ConfirmDialog>
    </>
  );
}

/** The Teacher field: search the school's teachers by name, tick one or more, save them as the class's teachers. */
function ClassTeachersDialog({
  schoolId,
  classGroup,
  onClose,
}: {
  schoolId: string;
  classGroup: ClassGroupSummary;
  onClose: () => void;
}) {
  const teachers = listSchoolTeachers.useRead({ params: { schoolId } });
  const setTeachers = setClassTeachers.useMutation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(classGroup.teachers.map((teacher) => teacher.id)));
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = (teachers.data?.teachers ?? []).filter((teacher) => {
    const name = personName(teacher).toLowerCase();
    return chosen.has(teacher.id) || (words.length > 0 && words.every((word) => name.includes(word)));
  });

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  function save() {
    setTeachers.mutate(
      { params: { classGroupId: classGroup.id }, body: { teacherIds: [...chosen] } },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Teachers of ${classNameOf(classGroup)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={setTeachers.isPending}>
            Save Teachers
          </Button>
        </>
      }
    >
      {setTeachers.error ? (
        <Alert tone="danger" live>
          <p>{messageOf(setTeachers.error)}</p>
        </Alert>
      ) : null}
      <TextField
        label="Search teachers by name"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {teachers.isError ? <p>{messageOf(teachers.error)}</p> : null}
      <fieldset>
        <legend>Teachers</legend>
        {found.length === 0 ? (
          <p>
            {teachers.isLoading ? 'Loading the school’s teachers…' : 'Type a name to find teachers of this school.'}
          </p>
        ) : null}
        {found.map((teacher) => (
          <Checkbox
            key={teacher.id}
            label={personName(teacher)}
            checked={chosen.has(teacher.id)}
            onChange={(event) => toggle(teacher.id, event.target.checked)}
          />
        ))}
      </fieldset>
    </Dialog>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: manageClassesLoader(queryClient),
  Component: ManageClassesPage,
});
