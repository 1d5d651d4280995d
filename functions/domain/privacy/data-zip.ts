import { strToU8, zipSync } from 'fflate';
import { icu, phrase, translated } from '../../../shared/i18n/text';
import type { PersonRecord } from '../../../shared/schemas/privacy';
import { spreadsheetCsv, type CsvColumn } from '../../platform/spreadsheet-csv';

/**
 * The download of a person's data (docs/privacy.md; GDPR article 20's 'structured, commonly used
 * and machine-readable format'): a ZIP with one JSON file per kind of record, a CSV of each list,
 * and README.txt saying what each file holds. Its words (README.txt, the CSVs' headers) are in the
 * current language, the language of whoever started the job, as the record's are; the files'
 * names and the JSON's keys are the same in every language. Pure: the job writes what this answers.
 */

type ListKind = {
  [K in keyof PersonRecord]: PersonRecord[K] extends readonly unknown[] ? K : never;
}[keyof PersonRecord];

interface FileSpec {
  /** The file's base name (profile → profile.json). */
  name: string;
  /** What the file holds, for README.txt. */
  about: string;
}

/** Each list of the record: its files' name, what it holds, and its CSV columns. */
const LISTS: Readonly<Record<ListKind, FileSpec & { columns: readonly CsvColumn[] }>> = {
  signInMethods: {
    name: 'sign-in-methods',
    about: phrase('How the account signs in: with a username and password, Google or Facebook, or a school system.'),
    columns: [{ key: 'method', header: phrase('Sign-in method') }],
  },
  subscriptions: {
    name: 'subscriptions',
    about: phrase(
      'Subscriptions to apps: the app, the plan, whether it was paid by card or came from an activation code, its state, when it started, the end of a trial and of the period paid for.',
    ),
    columns: [
      { key: 'app', header: phrase('App') },
      { key: 'plan', header: phrase('Plan') },
      { key: 'source', header: phrase('Paid by') },
      { key: 'state', header: phrase('State') },
      { key: 'startedAt', header: phrase('Started (UTC)') },
      { key: 'trialEnd', header: phrase('Trial ends (UTC)') },
      { key: 'end', header: phrase('Ends or renews (UTC)') },
      { key: 'cancelled', header: phrase('Cancelled') },
    ],
  },
  appAccess: {
    name: 'app-access',
    about: phrase(
      'Every app the account can open, how it holds it (free, subscription or trial), when that ends, and when it last opened it.',
    ),
    columns: [
      { key: 'app', header: phrase('App') },
      { key: 'type', header: phrase('Access') },
      { key: 'expiry', header: phrase('Ends (UTC)') },
      { key: 'lastOpened', header: phrase('Last opened (UTC)') },
    ],
  },
  activationCodes: {
    name: 'activation-codes',
    about: phrase('Activation codes claimed for the account, with the app each one opened and when it was claimed.'),
    columns: [
      { key: 'code', header: phrase('Activation code') },
      { key: 'app', header: phrase('App') },
      { key: 'claimedAt', header: phrase('Claimed (UTC)') },
    ],
  },
  classes: {
    name: 'classes',
    about: phrase('The classes the account is a member of, and their school.'),
    columns: [
      { key: 'className', header: phrase('Class') },
      { key: 'school', header: phrase('School') },
    ],
  },
  signIns: {
    name: 'sign-ins',
    about: phrase('Every sign-in the portal still keeps (sign-ins are kept 400 days), newest first.'),
    columns: [{ key: 'at', header: phrase('Signed in (UTC)') }],
  },
  appLaunches: {
    name: 'app-launches',
    about: phrase(
      'Every time an app was opened (launches are kept 400 days), newest first: the app, which attributes the portal sent it, and who opened it.',
    ),
    columns: [
      { key: 'at', header: phrase('Opened (UTC)') },
      { key: 'app', header: phrase('App') },
      { key: 'attributes', header: phrase('Attributes the app received') },
      { key: 'openedBy', header: phrase('Opened by') },
    ],
  },
  history: {
    name: 'history',
    about: phrase(
      'Who did what to the account, from the audit trail (kept 730 days): passwords shown or changed, signing in as the account, renaming, downloads of this data. The same thing done by the same person in a row is one line, with how many times.',
    ),
    columns: [
      { key: 'at', header: phrase('When (UTC)') },
      { key: 'what', header: phrase('What') },
      { key: 'who', header: phrase('Who') },
      { key: 'times', header: phrase('Times in a row (When is the last)') },
    ],
  },
};

const LIST_ORDER: readonly ListKind[] = [
  'signInMethods',
  'subscriptions',
  'appAccess',
  'activationCodes',
  'classes',
  'signIns',
  'appLaunches',
  'history',
];

const YES = phrase('yes');
const NO = phrase('no');

function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return translated(value ? YES : NO);
  return typeof value === 'number' ? value : String(value);
}

function csvOf(rows: readonly unknown[], columns: readonly CsvColumn[]): string {
  const records = rows.map((row) => {
    const source: Record<string, unknown> = typeof row === 'object' && row !== null ? { ...row } : { method: row };
    return Object.fromEntries(columns.map((column) => [column.key, cell(source[column.key])]));
  });
  return spreadsheetCsv(
    records,
    columns.map((column) => ({ ...column, header: translated(column.header) })),
  );
}

/** README.txt: whose data, when it was read, and each file in words; a paragraph a line, which any editor wraps. */
export function dataReadme(record: PersonRecord): string {
  const { profile } = record;
  const lines = [
    icu(
      'The data the portal holds about {name} ({username}), read on {readAt} (UTC). Times in these files are UTC, in ISO 8601 (2026-11-29T07:15:00.000Z).',
      { name: `${profile.firstName} ${profile.lastName}`.trim(), username: profile.username, readAt: record.readAt },
    ),
    '',
    translated(phrase('Each kind of record is a JSON file; each list is also a CSV file that a spreadsheet opens.')),
    '',
    'profile.json',
    `  ${translated(
      phrase(
        'The account: username, names, kind of account, e-mail address, school and Student ID (school accounts), when it was made, its last sign-in, how many times it signed in, and its state.',
      ),
    )}`,
  ];
  for (const kind of LIST_ORDER) {
    const spec = LISTS[kind];
    lines.push(
      '',
      icu('{json}, {csv} ({count, plural, one {# entry} other {# entries}})', {
        json: `${spec.name}.json`,
        csv: `${spec.name}.csv`,
        count: record[kind].length,
      }),
    );
    lines.push(`  ${translated(spec.about)}`);
  }
  lines.push(
    '',
    translated(
      phrase(
        'Attributes an app received are named in words: username, first name, last name initial, last name, e-mail address, role, school, classes, kind of access, when the access ends. Passwords are never in this download: the portal keeps them sealed.',
      ),
    ),
    '',
  );
  return lines.join('\r\n');
}

/** The ZIP's files, by name (README.txt, profile.json, then a .json and a .csv per list). */
export function dataExportFiles(record: PersonRecord): Record<string, string> {
  const files: Record<string, string> = {
    'README.txt': dataReadme(record),
    'profile.json': `${JSON.stringify({ ...record.profile, readAt: record.readAt }, null, 2)}\n`,
  };
  for (const kind of LIST_ORDER) {
    const spec = LISTS[kind];
    const rows = record[kind];
    files[`${spec.name}.json`] = `${JSON.stringify(rows, null, 2)}\n`;
    files[`${spec.name}.csv`] = csvOf(rows, spec.columns);
  }
  return files;
}

/** The ZIP of the record, with the time of the reading on every file. */
export function dataExportZip(record: PersonRecord): Uint8Array {
  const mtime = new Date(record.readAt);
  const files = dataExportFiles(record);
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }] as const])),
    { level: 6 },
  );
}
