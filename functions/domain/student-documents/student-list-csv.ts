import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import { sortedByName, type DocumentContext, type DocumentStudent } from './document-rows';

/** Export Student List: one row per student, sorted by name, safe against formula injection (spreadsheetCsv). */
export function studentListCsv(
  students: readonly DocumentStudent[],
  context: Pick<DocumentContext, 'showSchoolKey'>,
): string {
  const columns = [
    { key: 'firstName', header: 'First Name' },
    { key: 'lastName', header: 'Last Name' },
    { key: 'username', header: 'Username' },
    { key: 'password', header: 'Password' },
    ...(context.showSchoolKey ? [{ key: 'schoolKey', header: 'Student ID' }] : []),
    { key: 'classes', header: 'Classes' },
  ];
  const records = sortedByName(students).map((student) => ({
    firstName: student.firstName,
    lastName: student.lastName,
    username: student.username ?? '',
    password: student.password ?? '',
    schoolKey: student.schoolKey ?? '',
    classes: student.classNames.join('; '),
  }));
  return spreadsheetCsv(records, columns);
}
