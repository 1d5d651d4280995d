import type { I18n } from '@lingui/core';
import { msg, ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES, type ClassGroupSummary } from '../../../../../shared/schemas/classes';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { usePageActions } from '../../../lib/use-page-actions';
import { guarded } from '../guard';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { deleteClassGroups, listSchoolClasses } from '../api/classes';
import { classNameOf, teachersOf } from '../class-format';
import { say } from '../say';
import { ActionButton } from '../../../components/action-button';
import { ClassDialogs } from '../components/class-dialogs';
import { ClassesToolbar } from '../components/classes-toolbar';
import { ClassTeachersDialog } from '../components/class-teachers-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { SchoolCrumbs } from '../components/school-crumbs';
import tableStyles from '../../../components/data-table.module.css';

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
  if (row.pseudo) return say(msg`Not a class: the students of the school who are in no class.`);
  return row.editable ? null : translated(CLASS_MESSAGES.notEditable);
}

/** §8 class delete: the first server error's detail, or the spec's fallback. */
function deleteFailure(error: unknown): string {
  return isApiRequestError(error) && error.errors[0]?.detail
    ? error.errors[0].detail
    : translated(CLASS_MESSAGES.classDeleteFailed);
}

/** The table's columns; the Teacher field opens the teacher search of its class. */
function classColumns(
  i18n: I18n,
  schoolId: string,
  openTeachers: (classGroupId: string) => void,
): ColumnDef<Row, unknown>[] {
  return [
    {
      id: 'name',
      header: i18n._(msg`Class`),
      cell: ({ row }) =>
        row.original.pseudo ? (
          <Link to={paths.teacher.studentsInNoClass.getHref(schoolId)}>
            <Trans>(Students In No Class)</Trans>
          </Link>
        ) : (
          classNameOf(row.original)
        ),
    },
    { id: 'code', header: i18n._(msg`Class Code`), cell: ({ row }) => row.original.code },
    {
      id: 'teachers',
      header: i18n._(msg`Teacher`),
      cell: ({ row }) =>
        row.original.pseudo ? null : (
          // A double-click (or Enter) on the Teacher field opens the teacher search.
          <button
            type="button"
            className={tableStyles.cellButton}
            aria-label={i18n._(msg`Teachers of ${ph({ name: classNameOf(row.original) })}`)}
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
    { id: 'students', header: i18n._(msg`Students`), cell: ({ row }) => row.original.totalStudents },
    {
      id: 'status',
      header: i18n._(msg`Changes`),
      cell: ({ row }) => notChangeableReason(row.original) ?? i18n._(msg`Editable and deletable`),
    },
  ];
}

/** teacher.school.class-groups: Manage Classes (school-and-family §2). */
export function ManageClassesPage() {
  const { t, i18n } = useLingui();
  const { schoolId = '' } = useParams();
  const { classGroups, totalStudentsInNoClass } = listSchoolClasses.useData({ params: { schoolId } });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'edit' | 'teachers' | 'delete' | null>(null);
  // A notice speaks of the classes chosen when it was said.
  const actions = usePageActions({ about: [...selected].join() });
  const deleteClasses = deleteClassGroups.useMutation();

  const rows = useMemo<Row[]>(
    () => [
      ...[...classGroups].sort((a, b) => classNameOf(a).localeCompare(classNameOf(b))),
      {
        id: NO_CLASS,
        schoolId,
        name: t`(Students In No Class)`,
        code: '',
        teachers: [],
        totalStudents: totalStudentsInNoClass,
        editable: false,
        educationalStages: [],
        pseudo: true,
      },
    ],
    [classGroups, schoolId, totalStudentsInNoClass, t],
  );
  const chosen = rows.filter((row) => selected.has(row.id));
  const chosenClasses = chosen.filter((row) => !row.pseudo);
  const oneClass = chosenClasses.length === 1 && chosen.length === 1 ? chosenClasses[0] : undefined;
  const changeable = chosenClasses.filter((row) => notChangeableReason(row) === null);

  const columns = classColumns(i18n, schoolId, openTeachers);

  function openTeachers(classGroupId: string) {
    setSelected(new Set([classGroupId]));
    setDialog('teachers');
  }

  const remove = () =>
    void actions.run(
      'delete',
      async () => {
        try {
          return await deleteClasses.mutateAsync({
            params: { schoolId },
            body: { classGroupIds: changeable.map((row) => row.id) },
          });
        } finally {
          setDialog(null);
        }
      },
      {
        done: ({ deleted }) => {
          setSelected(new Set());
          const count = deleted.length;
          return t`${plural(count, { one: '# class deleted.', other: '# classes deleted.' })} Their students are still in the school.`;
        },
        failed: (_reason, error) => deleteFailure(error),
      },
    );

  const selectClassFirst = translated(CLASS_MESSAGES.selectClassFirst);
  const needsOne = oneClass ? (notChangeableReason(oneClass) ?? null) : selectClassFirst;
  const title = t`Manage Classes`;
  return (
    <>
      <DocumentTitle title={title} />
      <SchoolCrumbs schoolId={schoolId} trail={[{ label: title }]} />
      <PageHeader
        title={title}
        description={`${translated(CLASS_MESSAGES.renameTip)} ${translated(CLASS_MESSAGES.teachersTip)}`}
      />
      <PageNotice actions={actions} />
      <ClassesToolbar viewing={oneClass} editUnavailable={needsOne} onOpen={setDialog}>
        <ActionButton unavailable={changeable.length > 0 ? null : selectClassFirst} onClick={() => setDialog('delete')}>
          <Trans>Delete Classes</Trans>
        </ActionButton>
        <LinkButton variant="secondary" size="small" to={paths.teacher.studentImport.getHref(schoolId)}>
          <Trans>SMART Tool</Trans>
        </LinkButton>
      </ClassesToolbar>
      <DataTable
        caption={title}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        selection="multi"
        selected={selected}
        onSelectedChange={setSelected}
        rowLabel={classNameOf}
        emptyText={translated(CLASS_MESSAGES.noClasses)}
        onRowDoubleClick={(row) => {
          if (notChangeableReason(row)) return;
          setSelected(new Set([row.id]));
          setDialog('edit');
        }}
      />
      <ClassDialogs
        open={dialog === 'add' || dialog === 'edit' ? dialog : null}
        onClose={() => setDialog(null)}
        editing={oneClass}
        schoolId={schoolId}
        onAdded={(classGroup, notice) => {
          setSelected(new Set([classGroup.id]));
          actions.say({ tone: 'success', text: notice });
        }}
      />
      {dialog === 'teachers' && oneClass ? (
        <ClassTeachersDialog schoolId={schoolId} classGroup={oneClass} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t`Delete Classes`}
        confirmLabel={t`Delete Classes`}
        busy={actions.isBusy('delete')}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      >
        <p>
          <Trans>These classes, their class codes and their teachers&apos; places will be deleted:</Trans>
        </p>
        <ul>
          {changeable.map((row) => {
            const name = classNameOf(row);
            const count = row.totalStudents;
            return <li key={row.id}>{t`${name} (${plural(count, { one: '# student', other: '# students' })})`}</li>;
          })}
        </ul>
        <p>
          <Trans>
            The students stay in the school; those in no other class will be listed under Students In No Class.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: manageClassesLoader(queryClient),
  Component: ManageClassesPage,
});
