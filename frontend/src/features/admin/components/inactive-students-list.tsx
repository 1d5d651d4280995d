import type { InactiveStudentsPreview } from '../../../../../shared/schemas/user-checks';
import tableStyles from '../../../components/plain-table.module.css';
import { TableScroll } from '../../../components/table-scroll';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import styles from './inactive-students-list.module.css';

/**
 * The students Delete Inactive Students would take, as its confirmation lists them (issue 32):
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
      <TableScroll className={`${tableStyles.tableWrap} ${styles.box}`} label="Students who would be deleted">
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Students who would be deleted, by school and name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">School</th>
              <th scope="col">Last sign-in</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((student) => (
              <tr key={student.id}>
                <td>{student.name}</td>
                <td>{student.username}</td>
                <td>{student.school ?? '—'}</td>
                <td>{student.lastSignIn ? formatDayMonthYear(student.lastSignIn) : 'Never'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
