import { stringify } from 'csv-stringify/sync';
import { sortedByName, type DocumentContext, type DocumentStudent } from './document-rows';

/**
 * Export Student List: one row per student, sorted by name. Every cell that a spreadsheet would
 * read as a formula (beginning with =, +, -, @, a tab or a carriage return, or their full-width
 * forms) is neutralised with a leading apostrophe (csv-stringify's escape_formulas), so a name
 * typed as `=HYPERLINK(...)` stays text. A byte-order mark lets spreadsheets read UTF-8 names.
 */
export function studentListCsv(students: readonly DocumentStudent[], context: Pick<DocumentContext, 'showSchoolKey'>): string {
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
  return `\uFEFF${stringify(records, { header: true, columns, escape_formulas: true, record_delimiter: 'windows' })}`;
}
