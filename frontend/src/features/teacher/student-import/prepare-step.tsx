import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { columnDefinitions } from '../../../../../shared/import';
import type { SchoolRole } from '../../../../../shared/import';
import { sampleFileHref } from './wizard-steps';
import { PlainTable } from '../../../components/plain-table';

/** What each column is for, by role (spec §3 'Import file columns'). */
const COLUMN_NOTES: Record<SchoolRole, Partial<Record<string, MessageDescriptor>>> = {
  student: {
    'First Name': msg`Required.`,
    'Last Name': msg`Recommended.`,
    'Student ID': msg`Recommended: matches students with certainty. Should be unique.`,
    Password: msg`Optional. Blank keeps an existing password, or gives a new student a random one.`,
    Class: msg`Optional. One class name, or a JSON list such as ["7A", "Maths 7"].`,
    NameID: msg`Schools that sign in through their management system (SAML) only: never changes.`,
    School: msg`Multi-school imports only.`,
  },
  teacher: {
    Title: msg`Required: Mr., Ms., Mrs., Miss or Dr.`,
    'First Name': msg`Required.`,
    'Last Name': msg`Required.`,
    Email: msg`Required: the teacher signs in with it.`,
    Class: msg`Optional. One class name, or a JSON list such as ["7A", "Maths 7"].`,
    NameID: msg`Schools that sign in through their management system (SAML) only: never changes.`,
    School: msg`Multi-school imports only.`,
    'Central ID': msg`SAML schools only: links a new account during its first import.`,
  },
};

/** 'Step 1. Prepare Your file': the columns of the role, their accepted headings, and a sample file. */
export function PrepareStep({ role }: { role: SchoolRole }) {
  const { t, i18n } = useLingui();
  const columns = columnDefinitions({ schoolRole: role }).filter((column) => column.roles.includes(role));
  return (
    <>
      <p>
        {role === 'teacher' ? (
          <Trans>
            Export your teachers from your school's management system as a spreadsheet (.csv, .xls or .xlsx) with one
            teacher per row and the column headings in the first row. Headings are read whatever their case, spacing or
            punctuation.
          </Trans>
        ) : (
          <Trans>
            Export your students from your school's management system as a spreadsheet (.csv, .xls or .xlsx) with one
            student per row and the column headings in the first row. Headings are read whatever their case, spacing or
            punctuation.
          </Trans>
        )}
      </p>
      <PlainTable
        caption={t`Columns of the import file`}
        rows={columns}
        rowKey={(column) => column.field}
        columns={[
          { header: t`Column`, rowHeader: true, cell: (column) => column.label },
          { header: t`Also accepted`, cell: (column) => column.headings.slice(1).join(', ') },
          {
            header: t`Notes`,
            cell: (column) => {
              const note = COLUMN_NOTES[role][column.label];
              return note ? i18n._(note) : '';
            },
          },
        ]}
      />
      <p>
        <a href={sampleFileHref(role)} download>
          {role === 'teacher' ? (
            <Trans>Download a sample teacher file (.csv)</Trans>
          ) : (
            <Trans>Download a sample student file (.csv)</Trans>
          )}
        </a>
      </p>
    </>
  );
}
