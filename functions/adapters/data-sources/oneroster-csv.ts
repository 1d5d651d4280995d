import { parse } from 'csv-parse/sync';
import type { DataSourceOrg } from '../../../shared/schemas/data-link';
import { RosterUnavailableError, type Roster, type RosterIssue, type RosterPerson } from './port';

/**
 * OneRoster 1.2 CSV bundles (IMS Global, 'OneRoster CSV Tables'): a bundle is a folder of
 * manifest.csv, orgs.csv, users.csv, classes.csv and enrollments.csv. The manifest says for each
 * file whether it is `bulk` (the whole table: it replaces what earlier bundles said), `delta`
 * (changes: rows with status `active` are added or replace an older row of the same sourcedId,
 * rows with status `tobedeleted` remove it; a row older than the one held, by dateLastModified, is
 * ignored) or `absent`. Bundles are applied in order, so a bulk export followed by its deltas gives
 * the roster as it stands now.
 */
export const ONEROSTER_FILES = ['orgs', 'users', 'classes', 'enrollments'] as const;
type TableName = (typeof ONEROSTER_FILES)[number];
type Row = Record<string, string>;

export interface OneRosterBundle {
  /** The bundle's name (its folder): bundles are applied in this order. */
  name: string;
  /** Each file's text by its name without .csv; absent files are missing. */
  files: Partial<Record<'manifest' | TableName, string>>;
}

function rowsOf(text: string, where: string): Row[] {
  try {
    return parse(text, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    }) as Row[];
  } catch (error) {
    throw new RosterUnavailableError(`${where} is not a readable CSV file: ${(error as Error).message}`);
  }
}

function manifestOf(bundle: OneRosterBundle): Map<string, string> {
  const text = bundle.files.manifest;
  if (!text) throw new RosterUnavailableError(`The bundle ${bundle.name} has no manifest.csv`);
  const manifest = new Map(
    rowsOf(text, `${bundle.name}/manifest.csv`).map((row) => [
      row['propertyName'] ?? '',
      (row['value'] ?? '').toLowerCase(),
    ]),
  );
  const version = manifest.get('oneroster.version');
  if (version !== '1.2')
    throw new RosterUnavailableError(
      `The bundle ${bundle.name} is OneRoster ${version ?? 'of no version'}; version 1.2 is read`,
    );
  return manifest;
}

function isNewer(row: Row, held: Row | undefined): boolean {
  if (!held) return true;
  return (row['dateLastModified'] ?? '') >= (held['dateLastModified'] ?? '');
}

/** Every table as the bundles, applied in order, leave it: sourcedId → row, for active rows only; rows without a sourcedId are told to `unreadable`. */
export function applyBundles(
  bundles: readonly OneRosterBundle[],
  unreadable: (file: string, row: Row) => void = () => undefined,
): Record<TableName, Map<string, Row>> {
  const tables = Object.fromEntries(ONEROSTER_FILES.map((name) => [name, new Map<string, Row>()])) as Record<
    TableName,
    Map<string, Row>
  >;
  for (const bundle of [...bundles].sort((a, b) => a.name.localeCompare(b.name))) {
    const manifest = manifestOf(bundle);
    for (const name of ONEROSTER_FILES) {
      const mode = manifest.get(`file.${name}`) ?? 'absent';
      if (mode === 'absent') continue;
      const text = bundle.files[name];
      if (text === undefined)
        throw new RosterUnavailableError(
          `The manifest of ${bundle.name} lists ${name}.csv as ${mode}, but the file is missing`,
        );
      const rows = rowsOf(text, `${bundle.name}/${name}.csv`);
      const table = tables[name];
      if (mode === 'bulk') table.clear();
      for (const row of rows) {
        const id = row['sourcedId'];
        if (!id) {
          unreadable(`${bundle.name}/${name}.csv`, row);
          continue;
        }
        const status = (row['status'] ?? '').toLowerCase();
        if (mode === 'delta' && !isNewer(row, table.get(id))) continue;
        if (status === 'tobedeleted') table.delete(id);
        else table.set(id, row);
      }
    }
  }
  return tables;
}

const blankToNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/**
 * The roster of one school (org): its classes, and the users enrolled in them or whose primary
 * org it is. A user's role is the users.csv `role` column when the file has one (1.1 style),
 * else their enrollments' role, else the `roles` of their userIds; teachers and administrators
 * of the school are its teachers, students its students; others (parents, aides) are left out.
 */
export function rosterOf(bundles: readonly OneRosterBundle[], orgId: string): Roster {
  const issues: RosterIssue[] = [];
  const nameOf = (row: Row) => [row['givenName'], row['familyName']].filter(Boolean).join(' ') || row['title'] || '';
  const tables = applyBundles(bundles, (file, row) =>
    issues.push({
      file,
      sourcedId: '',
      name: nameOf(row),
      outcome: 'not readable',
      reason: 'The row has no sourcedId.',
    }),
  );
  const org = tables.orgs.get(orgId);
  if (!org) throw new RosterUnavailableError(`The data source has no school ${orgId} in its export`);
  const classes = [...tables.classes.values()]
    .filter((row) => row['schoolSourcedId'] === orgId)
    .map((row) => ({ sourcedId: row['sourcedId'] ?? '', title: row['title'] ?? row['classCode'] ?? '' }));
  const classIds = new Set(classes.map((group) => group.sourcedId));
  const enrolments = [...tables.enrollments.values()].filter(
    (row) => classIds.has(row['classSourcedId'] ?? '') && (row['schoolSourcedId'] ?? orgId) === orgId,
  );
  const roleOf = new Map<string, string>();
  const classesOf = new Map<string, string[]>();
  for (const enrolment of enrolments) {
    const userId = enrolment['userSourcedId'] ?? '';
    classesOf.set(userId, [...(classesOf.get(userId) ?? []), enrolment['classSourcedId'] ?? '']);
    if (!roleOf.has(userId) || enrolment['role'] === 'teacher') roleOf.set(userId, enrolment['role'] ?? '');
  }
  const students: RosterPerson[] = [];
  const teachers: RosterPerson[] = [];
  for (const user of tables.users.values()) {
    const id = user['sourcedId'] ?? '';
    const orgs = (user['orgSourcedIds'] ?? user['primaryOrgSourcedId'] ?? '').split(',').map((value) => value.trim());
    if (!classesOf.has(id) && !orgs.includes(orgId)) continue;
    const skip = (outcome: RosterIssue['outcome'], reason: string) =>
      issues.push({ file: 'users.csv', sourcedId: id, name: nameOf(user), outcome, reason });
    if ((user['enabledUser'] ?? 'true').toLowerCase() === 'false') {
      skip('skipped', 'The account is disabled at the source.');
      continue;
    }
    const role = (user['role'] || roleOf.get(id) || '').toLowerCase();
    const person: RosterPerson = {
      sourcedId: id,
      givenName: user['preferredGivenName'] || user['givenName'] || '',
      familyName: user['preferredFamilyName'] || user['familyName'] || '',
      identifier: blankToNull(user['identifier']),
      email: blankToNull(user['email']),
      classIds: classesOf.get(id) ?? [],
    };
    if (!person.givenName) skip('not readable', 'The user has no given name.');
    else if (role === 'student') students.push(person);
    else if (role === 'teacher' || role === 'administrator') teachers.push(person);
    else
      skip(
        'skipped',
        role
          ? `The role ${role} is not synced: only students, teachers and administrators are.`
          : 'The user has no role and no enrolment.',
      );
  }
  const known = new Set(tables.users.keys());
  for (const enrolment of enrolments) {
    if (!known.has(enrolment['userSourcedId'] ?? ''))
      issues.push({
        file: 'enrollments.csv',
        sourcedId: enrolment['sourcedId'] ?? '',
        name: '',
        outcome: 'skipped',
        reason: `The enrolment names a user (${enrolment['userSourcedId'] ?? ''}) the export does not have.`,
      });
  }
  return { orgId, orgName: org['name'] ?? orgId, students, teachers, classes, issues };
}

/** The provider's school directory (directory.csv: sourcedId, name, address, city, postcode, country). */
export function directoryOf(text: string): DataSourceOrg[] {
  return rowsOf(text, 'directory.csv').flatMap((row) =>
    row['sourcedId'] && row['name']
      ? [
          {
            id: row['sourcedId'],
            name: row['name'],
            address: blankToNull(row['address']),
            city: blankToNull(row['city']),
            postcode: blankToNull(row['postcode']),
            country: blankToNull(row['country']),
          },
        ]
      : [],
  );
}
