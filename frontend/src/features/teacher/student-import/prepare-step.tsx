import { columnDefinitions } from '../../../../../shared/import';
import type { SchoolRole } from '../../../../../shared/import';
import { roleWording, sampleFileHref } from './wizard-steps';
import { PlainTable } from '../../../components/plain-table';

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
      <PlainTable
        caption="Columns of the import file"
        rows={columns}
        rowKey={(column) => column.field}
        columns={[
          { header: 'Column', rowHeader: true, cell: (column) => column.label },
          { header: 'Also accepted', cell: (column) => column.headings.slice(1).join(', ') },
          { header: 'Notes', cell: (column) => COLUMN_NOTES[role][column.label] ?? '' },
        ]}
      />
      <p>
        <a href={sampleFileHref(role)} download>
          Download a sample {words.person} file (.csv)
        </a>
      </p>
    </>
  );
}
