/**
 * prepareImport: the file's rows and the existing accounts in, the match proposal out (the
 * prepare response of spec §7). Certain matches are applied to the records; possible matches are
 * returned as groups for the administrator. The rules are documented in match-rules.ts; this
 * module applies them in order and keeps every pairing unambiguous.
 *
 * Cost: each pass is linear in rows + accounts, apart from comparing each row with the few
 * accounts that share one of its blocking keys (candidate-index.ts).
 */
import { CandidateIndex, scopedKey } from './candidate-index';
import {
  accountMatchProfile,
  comparePair,
  describeEvidence,
  hasIdentifier,
  isCertainByExactName,
  isCertainByIdentifier,
  isDuplicateAccount,
  isPossibleMatch,
  ProfileBuilder,
  rowMatchProfile,
} from './match-rules';
import type { IdentifierUsage, MatchProfile, PairEvidence } from './match-rules';
import { prepareMessages, rowMessages } from './messages';
import { icu } from '../i18n/text';
import type { SchoolRole } from './school-role';
import { studentIdConflicts, studentIdIssues, type StudentIdPlanRow } from './student-ids';
import { cleanExistingUser, newImportRecord, toExistingUser } from './types';
import type {
  CertainMatchRule,
  ExistingUserInput,
  ImportFileRowInput,
  ImportIssue,
  ImportPrepareResponse,
  ImportRecord,
  ImportSchool,
  PossibleMatchGroup,
} from './types';

export interface PrepareImportOptions {
  /** The school the administrator imports into. */
  schoolId: string;
  schoolRole: SchoolRole;
  /**
   * Schools the file may name in its School column, with the values that identify them. In a
   * multi-school import every row's School must be one of them. In a single-school import, when
   * the importing school is listed, rows naming another school are skipped (spec §5: only the
   * current school is processed).
   */
  schools?: readonly ImportSchool[];
  samlMultiSchool?: boolean;
  /** From readImportFile; when absent, a class column is assumed when any row has a class. */
  hasClassColumn?: boolean;
  unusedColumns?: readonly string[];
  /** Warnings from reading the file, passed on to the wizard. */
  warnings?: readonly ImportIssue[];
}

/** Input that cannot come from readImportFile: a caller error, reported as a 422 by the API. */
export class ImportInputError extends Error {
  readonly status = 422;
  constructor(message: string) {
    super(message);
    this.name = 'ImportInputError';
  }
}

export function prepareImport(
  fileRows: readonly ImportFileRowInput[],
  existingUsers: readonly ExistingUserInput[],
  options: PrepareImportOptions,
): ImportPrepareResponse {
  assertUnique(
    fileRows.map((row) => row.rowNumber),
    (rowNumber) => prepareMessages.duplicateRowNumber(rowNumber),
  );
  assertUnique(
    existingUsers.map((user) => user.id),
    (id) => prepareMessages.duplicateAccount(id),
  );

  const warnings: ImportIssue[] = [...(options.warnings ?? [])];
  const { rows, schoolIds, errors, skipped } = assignSchools(fileRows, options);
  if (skipped > 0)
    warnings.push({ code: 'other-school-rows-skipped', message: rowMessages.otherSchoolRowsSkipped(skipped) });

  const matching = new Matching(rows, schoolIds, existingUsers, options);
  matching.matchByNameId();
  matching.matchByIdentifier();
  matching.matchByExactName();
  matching.offerPossibleMatches();

  const records = matching.recordsWithCertainMatches();
  const possibleMatchGroups = matching.possibleMatchGroups();
  if (options.schoolRole === 'student')
    warnings.push(...newStudentIdWarnings(records, possibleMatchGroups, existingUsers));

  return {
    schoolId: options.schoolId,
    schoolRole: options.schoolRole,
    hasClassColumn: options.hasClassColumn ?? fileRows.some((row) => (row.classGroups ?? []).length > 0),
    unusedColumns: [...(options.unusedColumns ?? [])],
    warnings,
    errors,
    users: existingUsers.map(cleanExistingUser),
    import: records,
    possibleMatchGroups,
    schools: [...(options.schools ?? [])],
  };
}

/**
 * Rows that will create a new student (no certain match, no possible match to decide) with a
 * Student ID another student of the school has, or another row gives: a warning only
 * (school-and-family §5), so the file goes on to the match page. Rows the administrator still
 * decides are not reported here (matching them is the fix); the match page and Ready To Apply
 * check the decided plan the same way.
 */
function newStudentIdWarnings(
  records: readonly ImportRecord[],
  groups: readonly PossibleMatchGroup[],
  existingUsers: readonly ExistingUserInput[],
): ImportIssue[] {
  const undecided = new Set(groups.filter((group) => group.kind === 'match').map((group) => group.recordKey));
  const rows: StudentIdPlanRow[] = records.map((record) => ({
    rowNumber: record.rowNumber,
    firstName: record.firstName,
    lastName: record.lastName,
    schoolKey: record.schoolKey,
    matches: record.certainMatch ? [record.certainMatch.userId] : [],
    checked: !undecided.has(record.key),
  }));
  return studentIdIssues(rows, studentIdConflicts(rows, existingUsers.map(toExistingUser)));
}

function assertUnique<T>(values: readonly T[], message: (value: T) => string): void {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) throw new ImportInputError(message(value));
    seen.add(value);
  }
}

interface SchoolAssignment {
  /** The rows that are processed, as given. */
  rows: ImportFileRowInput[];
  /** The school each of them is imported into. */
  schoolIds: string[];
  errors: ImportIssue[];
  skipped: number;
}

/** Gives each row the school it is imported into, or leaves it out (another school, an unknown school). */
function assignSchools(fileRows: readonly ImportFileRowInput[], options: PrepareImportOptions): SchoolAssignment {
  const byValue = new Map<string, ImportSchool>();
  for (const school of options.schools ?? []) {
    for (const value of [school.id, school.samlSchoolValue ?? '', school.name]) {
      const key = value.trim().toLowerCase();
      if (key !== '' && !byValue.has(key)) byValue.set(key, school);
    }
  }
  const importingSchoolListed = (options.schools ?? []).some((school) => school.id === options.schoolId);
  const assignment: SchoolAssignment = { rows: [], schoolIds: [], errors: [], skipped: 0 };
  for (const row of fileRows) {
    const school = (row.school ?? '').trim();
    const named = school === '' ? undefined : byValue.get(school.toLowerCase());
    let schoolId = options.schoolId;
    if (options.samlMultiSchool && school !== '') {
      if (!named) {
        const message = `${rowMessages.where(row.rowNumber, 'School')}: ${rowMessages.unknownSchool(school)}`;
        assignment.errors.push({ code: 'unknown-school', row: row.rowNumber, column: 'School', message });
        continue;
      }
      schoolId = named.id;
    } else if (!options.samlMultiSchool && school !== '' && importingSchoolListed && named?.id !== options.schoolId) {
      assignment.skipped += 1;
      continue;
    }
    assignment.rows.push(row);
    assignment.schoolIds.push(schoolId);
  }
  return assignment;
}

const NONE = -1;

/** The match table key of a file row's record. */
const recordKeyOf = (row: ImportFileRowInput): string => `row-${row.rowNumber}`;

interface ProposedGroup {
  record: number;
  kind: PossibleMatchGroup['kind'];
  accounts: number[];
  evidence: PairEvidence;
}

/**
 * The matching passes over one import; each pass only looks at what earlier passes left unmatched.
 * It works on profiles and index numbers; the records of the response are built at the end.
 */
class Matching {
  private readonly role: SchoolRole;
  private readonly recordProfiles: MatchProfile[];
  private readonly accountProfiles: MatchProfile[];
  private readonly own: boolean[];
  /** Account certainly matched to each record, or NONE, and the rule that matched it. */
  private readonly recordMatch: Int32Array;
  private readonly recordRule: Array<CertainMatchRule | null>;
  /** Record each account is certainly matched to, or NONE. */
  private readonly accountMatch: Int32Array;
  private readonly accountsByNameId = new Map<string, number[]>();
  private readonly groups = new Map<number, ProposedGroup>();
  private readonly accountGrouped: Uint8Array;

  constructor(
    private readonly rows: readonly ImportFileRowInput[],
    private readonly schoolIds: readonly string[],
    private readonly users: readonly ExistingUserInput[],
    options: PrepareImportOptions,
  ) {
    this.role = options.schoolRole;
    const multiSchool = Boolean(options.samlMultiSchool);
    const builder = new ProfileBuilder();
    this.recordProfiles = rows.map((row, record) =>
      rowMatchProfile(row, multiSchool ? (schoolIds[record] as string) : '', builder),
    );
    this.accountProfiles = users.map((user) => accountMatchProfile(user, multiSchool ? user.schoolId : '', builder));
    this.own = users.map((user) => user.otherSchool !== true);
    this.recordMatch = new Int32Array(rows.length).fill(NONE);
    this.recordRule = rows.map(() => null);
    this.accountMatch = new Int32Array(users.length).fill(NONE);
    this.accountGrouped = new Uint8Array(users.length);
    this.accountProfiles.forEach((profile, account) => {
      for (const nameId of profile.nameIds) pushTo(this.accountsByNameId, nameId, account);
    });
  }

  private claim(record: number, account: number, rule: CertainMatchRule): void {
    this.recordMatch[record] = account;
    this.recordRule[record] = rule;
    this.accountMatch[account] = record;
  }

  private isRecordFree(record: number): boolean {
    return this.recordMatch[record] === NONE;
  }

  private isAccountFree(account: number): boolean {
    return this.accountMatch[account] === NONE;
  }

  private evidence(record: number, account: number): PairEvidence {
    return comparePair(
      this.recordProfiles[record] as MatchProfile,
      this.accountProfiles[account] as MatchProfile,
      this.role,
    );
  }

  /** Rule 1: the same NameID, when exactly one row and one account carry it. */
  matchByNameId(): void {
    const rowsPerNameId = countBy(this.recordProfiles, (profile) => profile.nameIds[0]);
    this.recordProfiles.forEach((profile, record) => {
      const nameId = profile.nameIds[0];
      if (nameId === undefined || rowsPerNameId.get(nameId) !== 1) return;
      const accounts = this.accountsByNameId.get(nameId);
      if (accounts?.length === 1 && accounts[0] !== undefined && this.isAccountFree(accounts[0]))
        this.claim(record, accounts[0], 'nameId');
    });
  }

  /** Rules 2 and 3: the same Student ID (or email), or the same Student ID number, with compatible names. */
  matchByIdentifier(): void {
    const ownAccount = (account: number): boolean => this.own[account] === true;
    if (this.role === 'teacher') {
      this.matchByKey(
        (profile) => (profile.email === '' ? undefined : scopedKey(profile.partition, profile.email)),
        ownAccount,
        'email',
      );
      return;
    }
    const exactKey = (profile: MatchProfile): string | undefined =>
      profile.studentIdKey === '' ? undefined : scopedKey(profile.partition, profile.studentIdKey);
    const digitsKey = (profile: MatchProfile): string | undefined =>
      profile.studentIdDigits === '' ? undefined : scopedKey(profile.partition, profile.studentIdDigits);
    const accountsWithExactKey = this.matchByKey(exactKey, ownAccount, 'studentId');
    // A different format only counts when no account has the row's ID exactly.
    this.matchByKey(digitsKey, ownAccount, 'studentIdDigits', (record) => {
      const key = exactKey(this.recordProfiles[record] as MatchProfile);
      return key === undefined || !accountsWithExactKey.has(key);
    });
  }

  private matchByKey(
    keyOf: (profile: MatchProfile) => string | undefined,
    eligibleAccount: (account: number) => boolean,
    rule: CertainMatchRule,
    eligibleRecord: (record: number) => boolean = () => true,
  ): Map<string, number> {
    const accountsByKey = uniqueIndex(this.accountProfiles, (profile, account) =>
      eligibleAccount(account) ? keyOf(profile) : undefined,
    );
    const recordsByKey = uniqueIndex(this.recordProfiles, keyOf);
    this.recordProfiles.forEach((profile, record) => {
      const key = keyOf(profile);
      if (
        key === undefined ||
        !this.isRecordFree(record) ||
        recordsByKey.get(key) !== record ||
        !eligibleRecord(record)
      )
        return;
      const account = accountsByKey.get(key);
      if (account === undefined || account === SEVERAL || !this.isAccountFree(account)) return;
      if (isCertainByIdentifier(profile, this.accountProfiles[account] as MatchProfile, this.role))
        this.claim(record, account, rule);
    });
    return accountsByKey;
  }

  /**
   * Rule 4, repeated while pairings told apart by classes are found: such a pairing can leave a
   * repeated name unique among the rows and accounts still unmatched (two Sam Lees, one in a class
   * of its own, the other in none).
   */
  matchByExactName(): void {
    const usage = this.identifierUsage();
    for (let round = 0; round < 5 && this.matchByExactNameOnce(usage) > 0; round += 1);
  }

  /** Rule 4: the same exact name, unique on both sides, with no identifier to contradict it. Returns the pairings made by classes. */
  private matchByExactNameOnce(usage: IdentifierUsage): number {
    let claimedByClasses = 0;
    const nameKey = (profile: MatchProfile): string => scopedKey(profile.partition, profile.fullKey);
    const nameAndClassesKey = (profile: MatchProfile): string | undefined =>
      profile.classes.keys.length === 0
        ? undefined
        : `${nameKey(profile)}\u0001${[...profile.classes.keys].sort().join('\u0002')}`;
    const freeOwnAccount = (account: number): boolean => this.own[account] === true && this.isAccountFree(account);
    const freeRecord = (record: number): boolean => this.isRecordFree(record);
    const accountsByName = uniqueIndex(this.accountProfiles, (profile, account) =>
      freeOwnAccount(account) && profile.givenKey !== '' ? nameKey(profile) : undefined,
    );
    const recordsByName = uniqueIndex(this.recordProfiles, (profile, record) =>
      freeRecord(record) ? nameKey(profile) : undefined,
    );
    // Where a name repeats and nobody of that name has an identifier, identical classes tell them apart.
    const identifiedNames = new Set<string>();
    this.accountProfiles.forEach((profile, account) => {
      if (freeOwnAccount(account) && hasIdentifier(profile, this.role)) identifiedNames.add(nameKey(profile));
    });
    this.recordProfiles.forEach((profile, record) => {
      if (freeRecord(record) && hasIdentifier(profile, this.role)) identifiedNames.add(nameKey(profile));
    });
    const repeatedUnidentified = (profile: MatchProfile): string | undefined => {
      const key = nameKey(profile);
      return accountsByName.get(key) === SEVERAL || recordsByName.get(key) === SEVERAL
        ? identifiedNames.has(key)
          ? undefined
          : nameAndClassesKey(profile)
        : undefined;
    };
    const accountsByNameAndClasses = uniqueIndex(this.accountProfiles, (profile, account) =>
      freeOwnAccount(account) && profile.givenKey !== '' ? repeatedUnidentified(profile) : undefined,
    );
    const recordsByNameAndClasses = uniqueIndex(this.recordProfiles, (profile, record) =>
      freeRecord(record) ? repeatedUnidentified(profile) : undefined,
    );

    this.recordProfiles.forEach((profile, record) => {
      if (!freeRecord(record)) return;
      const key = nameKey(profile);
      let account = recordsByName.get(key) === record ? accountsByName.get(key) : undefined;
      let byClasses = false;
      if (account === SEVERAL || (account === undefined && recordsByName.get(key) === SEVERAL)) {
        const withClasses = repeatedUnidentified(profile);
        account =
          withClasses !== undefined && recordsByNameAndClasses.get(withClasses) === record
            ? accountsByNameAndClasses.get(withClasses)
            : undefined;
        byClasses = true;
      }
      if (account === undefined || account === SEVERAL || !this.isAccountFree(account)) return;
      if (isCertainByExactName(profile, this.accountProfiles[account] as MatchProfile, usage, this.role)) {
        this.claim(record, account, 'exactName');
        if (byClasses) claimedByClasses += 1;
      }
    });
    return claimedByClasses;
  }

  private identifierUsage(): IdentifierUsage {
    const rowsWith = this.recordProfiles.filter((profile) => hasIdentifier(profile, this.role)).length;
    const ownProfiles = this.accountProfiles.filter((_, account) => this.own[account]);
    const accountsWith = ownProfiles.filter((profile) => hasIdentifier(profile, this.role)).length;
    return {
      fileUsesIdentifiers: rowsWith > 0 && rowsWith * 2 >= this.recordProfiles.length,
      schoolUsesIdentifiers: accountsWith > 0 && accountsWith * 2 >= ownProfiles.length,
    };
  }

  /**
   * Possible matches, found from the side of the accounts no certain match took (usually the
   * smaller side, so the rows are indexed and the free accounts search them): pairs with rows that
   * have no certain match, and duplicate-account pairs with rows that have one. Pairs are taken
   * best score first; a row without a certain match takes one account, plus further accounts
   * only on duplicate evidence, and each account is offered once.
   */
  offerPossibleMatches(): void {
    const index = new CandidateIndex(this.recordProfiles, (record) =>
      this.isRecordFree(record) ? 'all' : 'duplicates',
    );
    const recordsByNameId = new Map<string, number>();
    this.recordProfiles.forEach((profile, record) => {
      if (profile.nameIds[0] !== undefined) recordsByNameId.set(profile.nameIds[0], record);
    });
    const pairs: Array<{ record: number; account: number; evidence: PairEvidence }> = [];
    this.accountProfiles.forEach((profile, account) => {
      if (!this.isAccountFree(account)) return;
      // Accounts of other schools are reached by NameID only.
      const candidates = this.own[account] ? index.candidates(profile) : [];
      for (const nameId of profile.nameIds) {
        const record = recordsByNameId.get(nameId);
        if (record !== undefined && !candidates.includes(record)) candidates.push(record);
      }
      for (const record of candidates) {
        const evidence = this.evidence(record, account);
        if (this.isRecordFree(record) ? isPossibleMatch(evidence) : isDuplicateAccount(evidence))
          pairs.push({ record, account, evidence });
      }
    });
    pairs.sort(
      (left, right) =>
        right.evidence.score - left.evidence.score || left.record - right.record || left.account - right.account,
    );
    for (const { record, account, evidence } of pairs) {
      if (this.accountGrouped[account] === 1) continue;
      const group = this.groups.get(record);
      if (group) {
        if (group.kind === 'match' && !isDuplicateAccount(evidence)) continue;
        group.accounts.push(account);
      } else {
        this.groups.set(record, {
          record,
          kind: this.isRecordFree(record) ? 'match' : 'merge',
          accounts: [account],
          evidence,
        });
      }
      this.accountGrouped[account] = 1;
    }
  }

  /** The processed file rows as records, each with its certain match or null. */
  recordsWithCertainMatches(): ImportRecord[] {
    return this.rows.map((row, record) => {
      const imported = newImportRecord(row, recordKeyOf(row), this.schoolIds[record] as string);
      const account = this.recordMatch[record] as number;
      const rule = this.recordRule[record];
      if (account !== NONE && rule)
        imported.certainMatch = { userId: (this.users[account] as ExistingUserInput).id, rule };
      return imported;
    });
  }

  possibleMatchGroups(): PossibleMatchGroup[] {
    return [...this.groups.values()]
      .sort((left, right) => left.record - right.record)
      .map((group) => {
        const reasons = describeEvidence(group.evidence, this.role);
        if (group.accounts.length > 1)
          reasons.push(icu('{count} accounts look like this person', { count: group.accounts.length }));
        return {
          recordKey: recordKeyOf(this.rows[group.record] as ImportFileRowInput),
          userIds: group.accounts.map((account) => (this.users[account] as ExistingUserInput).id),
          kind: group.kind,
          score: group.evidence.score,
          reasons,
        };
      });
  }
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Marks a key that several entries share. */
const SEVERAL = -2;

/** Key → the one entry with that key, or SEVERAL. */
function uniqueIndex<T>(
  items: readonly T[],
  keyOf: (item: T, index: number) => string | undefined,
): Map<string, number> {
  const entries = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item, index);
    if (key !== undefined) entries.set(key, entries.has(key) ? SEVERAL : index);
  });
  return entries;
}

function countBy<T>(items: readonly T[], keyOf: (item: T, index: number) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  items.forEach((item, index) => {
    const key = keyOf(item, index);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}
