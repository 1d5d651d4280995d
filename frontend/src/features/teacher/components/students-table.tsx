import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { ClassGroupDetail } from '../../../../../shared/schemas/classes';
import type { StudentRow } from '../../../../../shared/schemas/students';
import { newPasswordProblem } from '../../../lib/managed-accounts';
import { updateStudent } from '../api/students';
import { shortDate, sortStudents, studentName } from '../class-format';
import { say } from '../say';
import { DataTable } from '../../../components/data-table';
import { EditableCell } from '../../../components/editable-cell';
import styles from './teacher.module.css';

interface StudentsTableState {
  /** Passwords shown (Show passwords, or just set), by student id. */
  passwords: ReadonlyMap<string, string>;
  onPasswordSet: (studentId: string, password: string) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
}

interface StudentsTableProps extends StudentsTableState {
  caption: string;
  students: readonly StudentRow[];
  /** restrictAccounts: no username and password columns; hideSchoolKey: no Student ID column. */
  school: Pick<ClassGroupDetail['school'], 'restrictAccounts' | 'hideSchoolKey'>;
  emptyText: string;
}

/** A page's table state: the ticked students and the passwords shown. */
export function useStudentsTableState() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [passwords, setPasswords] = useState<Map<string, string>>(new Map());
  const onPasswordSet = useCallback(
    (studentId: string, password: string) => setPasswords((current) => new Map(current).set(studentId, password)),
    [],
  );
  const table: StudentsTableState = { passwords, onPasswordSet, selected, onSelectedChange: setSelected };
  return { selected, setSelected, passwords, setPasswords, table };
}

function requiredName(value: string): string | null {
  return value.trim() ? null : say(msg`Please enter a first name.`);
}
function anyText(): null {
  return null;
}

/**
 * The students of a class (or of no class) with multi-select and inline editing (§2 Class page):
 * first name, last name, Student ID and password; Enter saves, Escape cancels.
 */
export function StudentsTable({
  caption,
  students,
  school,
  passwords,
  onPasswordSet,
  selected,
  onSelectedChange,
  emptyText,
}: StudentsTableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { restrictAccounts: restricted, hideSchoolKey } = school;
  const update = updateStudent.useMutation();
  const rows = useMemo(() => sortStudents(students), [students]);
  const columns = useMemo(() => {
    const save = (studentId: string, body: Parameters<typeof update.mutateAsync>[0]['body']) =>
      update.mutateAsync({ params: { studentId }, body });
    const list: ColumnDef<StudentRow, unknown>[] = [
      {
        id: 'firstName',
        header: t`First Name`,
        cell: ({ row: { original: s } }) => (
          <EditableCell
            display={s.firstName}
            initial={s.firstName}
            label={t`First name of ${ph({ name: studentName(s) })}`}
            check={requiredName}
            onSave={(value) => save(s.id, { firstName: value.trim() })}
          />
        ),
      },
      {
        id: 'lastName',
        header: t`Last Name`,
        cell: ({ row: { original: s } }) => (
          <EditableCell
            display={s.lastName}
            initial={s.lastName}
            label={t`Last name of ${ph({ name: studentName(s) })}`}
            check={anyText}
            onSave={(value) => save(s.id, { lastName: value.trim() || null })}
          />
        ),
      },
    ];
    if (!hideSchoolKey) {
      list.push({
        id: 'schoolKey',
        header: t`Student ID`,
        cell: ({ row: { original: s } }) => (
          <EditableCell
            display={s.schoolKey ?? ''}
            initial={s.schoolKey ?? ''}
            label={t`Student ID of ${ph({ name: studentName(s) })}`}
            check={anyText}
            onSave={(value) => save(s.id, { schoolKey: value.trim() || null })}
          />
        ),
      });
    }
    if (!restricted) {
      list.push(
        { id: 'username', header: t`Username`, cell: ({ row: { original: s } }) => s.username ?? '' },
        {
          id: 'password',
          header: t`Password`,
          cell: ({ row: { original: s } }) => (
            <EditableCell
              display={passwords.get(s.id) ?? (s.hasPassword ? '••••••••' : t`No password`)}
              initial=""
              type="password"
              label={t`Password of ${ph({ name: studentName(s) })}`}
              check={newPasswordProblem}
              onSave={async (value) => {
                await save(s.id, { password: value });
                onPasswordSet(s.id, value);
              }}
            />
          ),
        },
      );
    }
    list.push(
      {
        id: 'classes',
        header: t`Classes`,
        cell: ({ row: { original: s } }) => s.classGroups.map((c) => c.name || t`(unnamed)`).join(', '),
      },
      {
        id: 'lastSignIn',
        header: t`Last Login`,
        cell: ({ row: { original: s } }) =>
          s.lastSignIn ? (
            shortDate(s.lastSignIn, locale)
          ) : (
            <span className={styles.muted}>
              <Trans>Never</Trans>
            </span>
          ),
      },
    );
    return list;
  }, [hideSchoolKey, restricted, passwords, onPasswordSet, update, t, locale]);

  return (
    <DataTable
      caption={caption}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      selection="multi"
      selected={selected}
      onSelectedChange={onSelectedChange}
      rowLabel={studentName}
      emptyText={emptyText}
    />
  );
}
