import type { InactiveStudentsPreview } from '../../../../../shared/schemas/user-checks';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import styles from './inactive-students-list.module.css';

type Listed = InactiveStudentsPreview['listed'][number];

const COLUMNS: PlainTableColumn<Listed>[] = [
  { header: 'Name', cell: (student) => student.name },
  { header: 'Username', cell: (student) => student.username },
  { header: 'School', cell: (student) => student.school ?? '—' },
  {
    header: 'Last sign-in',
    cell: (student) => (student.lastSignIn ? formatDayMonthYear(student.lastSignIn) : 'Never'),
  },
];

/**
 * The students Delete Inactive Students would take, as its confirmation lists them (staff-console
 * §2 Users page):
 * name, username, school and last sign-in, by school then name; the first ones when there are
 * more, saying so.
 */
export function InactiveStudentsList({ preview }: { preview: InactiveStudentsPreview }) {
  const { listed, students } = preview;
  return (
    <>
      {listed.length < students ? (
        <p>
          Showing the first {listed.length.toLocaleString('en-AU')} of {students.toLocaleString('en-AU')} students, by
          school and name. All {students.toLocaleString('en-AU')} will be deleted.
        </p>
      ) : null}
      <PlainTable
        className={styles.box}
        caption="Students who would be deleted, by school and name"
        rows={listed}
        rowKey={(student) => student.id}
        columns={COLUMNS}
        phoneLayout="scroll"
      />
    </>
  );
}
