/**
 * Column headings of import files (spec §3 'Import file columns' and 'Accepted alternative headings').
 *
 * Headings are compared case-insensitively and ignoring spaces and punctuation, so 'First Name',
 * 'FIRSTNAME', 'first_name' and 'First-Name' are the same heading. Besides the spec's alternatives
 * we accept the obvious '... Name' forms ('Given Name', 'Family Name', 'Christian Name') and
 * 'Student Number'. When two columns give the same field, the column with the field's primary
 * heading wins (so a 'Year' column never hides a 'Class' column), then the leftmost one.
 */
import type { SchoolRole } from './school-role';

export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'schoolKey'
  | 'password'
  | 'email'
  | 'title'
  | 'classGroups'
  | 'nameId'
  | 'school'
  | 'centralId';

export interface ColumnDefinition {
  field: ImportField;
  /** The heading used in messages. */
  label: string;
  /** Accepted headings, the primary one first. */
  headings: readonly string[];
  /** Roles whose files may carry the column; in other roles the column is unrecognised. */
  roles: readonly SchoolRole[];
}

export interface HeadingOptions {
  schoolRole: SchoolRole;
  /** Extra heading accepted for Central ID: the product's own name (spec: 'CentralID: Central, {product}'). */
  productName?: string;
}

const bothRoles: readonly SchoolRole[] = ['student', 'teacher'];

export function columnDefinitions(options: HeadingOptions): ColumnDefinition[] {
  const teacher = options.schoolRole === 'teacher';
  return [
    {
      field: 'firstName',
      label: 'First Name',
      headings: ['First Name', 'First', 'Given', 'Given Name', 'Christian', 'Christian Name'],
      roles: bothRoles,
    },
    {
      field: 'lastName',
      label: 'Last Name',
      headings: ['Last Name', 'Last', 'Surname', 'Family', 'Family Name'],
      roles: bothRoles,
    },
    { field: 'schoolKey', label: 'Student ID', headings: ['Student ID', 'Student Number'], roles: ['student'] },
    { field: 'password', label: 'Password', headings: ['Password'], roles: ['student'] },
    {
      field: 'email',
      label: 'Email',
      headings: teacher ? ['Email', 'Email Address', 'Mail'] : ['Email', 'Email Address'],
      roles: ['teacher'],
    },
    { field: 'title', label: 'Title', headings: ['Title'], roles: ['teacher'] },
    { field: 'classGroups', label: 'Class', headings: ['Class', 'Grade', 'Year'], roles: bothRoles },
    { field: 'nameId', label: 'NameID', headings: ['NameID', 'SamlID'], roles: bothRoles },
    { field: 'school', label: 'School', headings: ['School', 'School ID', 'AgeId', 'ACARA'], roles: bothRoles },
    {
      field: 'centralId',
      label: 'Central ID',
      headings: ['Central ID', 'Central', ...(options.productName ? [options.productName] : [])],
      roles: ['teacher'],
    },
  ];
}

/** 'First Name', 'first_name' and ' FIRST-NAME ' all become 'firstname'. */
export function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export interface RecognisedColumn {
  /** Zero-based column index in the sheet. */
  index: number;
  /** The heading as written in the file. */
  heading: string;
  field: ImportField;
  label: string;
}

export interface DuplicateColumn {
  heading: string;
  usedHeading: string;
  label: string;
}

export interface HeadingResolution {
  columns: RecognisedColumn[];
  /** Headings of columns that hold data but match no field of this import. */
  unrecognised: string[];
  /** Columns naming a field that another column already gives. */
  duplicates: DuplicateColumn[];
}

/**
 * Maps the heading row to fields. `columnHasData(index)` tells whether a column without a heading
 * holds values: such a column is reported as '(column C)'; a wholly empty one is ignored.
 */
export function resolveHeadings(
  headingRow: readonly string[],
  options: HeadingOptions,
  columnHasData: (index: number) => boolean = () => true,
): HeadingResolution {
  const lookup = new Map<string, { definition: ColumnDefinition; rank: number }>();
  for (const definition of columnDefinitions(options)) {
    if (!definition.roles.includes(options.schoolRole)) continue;
    definition.headings.forEach((heading, rank) => {
      const key = normaliseHeading(heading);
      if (key !== '' && !lookup.has(key)) lookup.set(key, { definition, rank: rank === 0 ? 0 : 1 });
    });
  }

  const candidates: Array<RecognisedColumn & { rank: number }> = [];
  const unrecognised: string[] = [];
  headingRow.forEach((rawHeading, index) => {
    const heading = rawHeading.trim();
    if (heading === '') {
      if (columnHasData(index)) unrecognised.push(`(column ${columnLetter(index)})`);
      return;
    }
    const found = lookup.get(normaliseHeading(heading));
    if (!found) {
      unrecognised.push(heading);
      return;
    }
    candidates.push({ index, heading, field: found.definition.field, label: found.definition.label, rank: found.rank });
  });

  const chosen = new Map<ImportField, RecognisedColumn & { rank: number }>();
  for (const candidate of candidates) {
    const current = chosen.get(candidate.field);
    if (!current || candidate.rank < current.rank) chosen.set(candidate.field, candidate);
  }
  const duplicates: DuplicateColumn[] = [];
  for (const candidate of candidates) {
    const used = chosen.get(candidate.field);
    if (used && used !== candidate)
      duplicates.push({ heading: candidate.heading, usedHeading: used.heading, label: candidate.label });
  }
  const columns = [...chosen.values()]
    .sort((left, right) => left.index - right.index)
    .map(({ index, heading, field, label }) => ({ index, heading, field, label }));
  return { columns, unrecognised, duplicates };
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let remaining = index + 1; remaining > 0; remaining = Math.floor((remaining - 1) / 26)) {
    letters = String.fromCharCode(65 + ((remaining - 1) % 26)) + letters;
  }
  return letters;
}

/** The fields a file must have as columns, by role and kind of import (spec §5). */
export function requiredFields(options: {
  schoolRole: SchoolRole;
  saml: boolean;
  samlMultiSchool: boolean;
}): ImportField[] {
  const fields: ImportField[] =
    options.schoolRole === 'teacher'
      ? options.saml
        ? ['nameId', 'firstName', 'email']
        : ['title', 'firstName', 'lastName', 'email']
      : options.saml
        ? ['firstName', 'nameId']
        : ['firstName'];
  if (options.samlMultiSchool) fields.push('school');
  return fields;
}
