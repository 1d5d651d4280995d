import { columnDefinitions } from '../../../../../shared/import';
import type { SchoolRole } from '../../../../../shared/import';
import { roleWording, sampleFileHref } from './wizard-steps';
import styles from './student-import.module.css';

/** What each column is for, by role (spec §3 'Import file columns'). */
const COLUMN_NOTES: Record<SchoolRole, Partial<Record<string, string>>> = {
  student: {
    'First Name': 'Required.',
    'Last Name': 'Recommended.',
    'Student ID': 'Recommended: matches students with certainty. Should be unique.',
    Password: 'Optional. Blank keeps an existing password, or gives a new student a random one.',
    Class: 'Optional. One class name, or a JSON list such as ["7A", "Maths 7"].',
    NameID: 'Schools that sign in through their management system (SAML) only: never changes.',
    School: 'Multi-school imports only.',
  },
  teacher: {
    Title: 'Required: Mr., Ms., Mrs., Miss or Dr.',
    'First Name': 'Required.',
    'Last Name': 'Required.',
    Email: 'Required: the teacher signs in with it.',
    Class: 'Optional. One class name, or a JSON list such as ["7A", "Maths 7"].',
    NameID: 'Schools that sign in through their management system (SAML) only: never changes.',
    School: 'Multi-school imports only.',
    'Central ID': 'SAML schools only: links a new account during its first import.',
  },
};

/** 'Step 1. Prepare Your file': the columns of the role, their accepted headings, and a sample file. */
export function PrepareStep({ role }: { role: SchoolRole }) {
  const words = roleWording(role);
  const columns = columnDefinitions({ schoolRole: role }).filter((column) => column.roles.includes(role));
  return (
    <>
      <p>
        Export your {words.people} from your school's management system as a spreadsheet (.csv, .xls or .xlsx) with one{' '}
        {words.person} per row and the column headings in the first row. Headings are read whatever their case, spacing
        or punctuation.
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">Columns of the import file</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Also accepted</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.field}>
              <th scope="row">{column.label}</th>
              <td>{column.headings.slice(1).join(', ')}</td>
              <td>{COLUMN_NOTES[role][column.label] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href={sampleFileHref(role)} download>
          Download a sample {words.person} file (.csv)
        </a>
      </p>
    </>
  );
}
