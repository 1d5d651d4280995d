/**
 * # Matching rules of the SMART Tool
 *
 * Every file row is compared with the existing accounts to find the accounts that are the same
 * person. A wrong automatic merge joins two children into one account and destroys one child's
 * history, so there are two strengths of match:
 *
 * ## Certain matches (applied without asking)
 *
 * A row and an account are matched with certainty only when the pairing is unambiguous (the
 * evidence points to exactly one account for the row and to exactly one row for the account; an
 * account already matched by a stronger rule takes no further part) and one of these holds,
 * tried in this order:
 *
 * 1. **nameId**: the row's NameID is a NameID of the account. A NameID is the identity the
 *    school's sign-on system asserts for one person and never reuses, so names do not matter.
 *    This is the only rule that reaches accounts of another school (they are moved into this one).
 * 2. **studentId** (students) / **email** (teachers): the same Student ID (ignoring case,
 *    separators and the leading zeros of all-digit IDs) or the same email (ignoring case), and
 *    names that are at least `strong`ly compatible (see
 *    name-compare.ts: nickname, middle name, one typing slip, swapped names...).
 *    Same identifier with incompatible names is NOT certain: Student IDs get reused for new
 *    children and mistyped into someone else's number.
 * 3. **studentIdDigits**: the same Student ID number in another format ('S00123' and '123') and
 *    strongly compatible names; the digits must be unique among the file's and the school's IDs.
 * 4. **exactName**: the same given and family name after normalisation, unique among the school's
 *    unmatched accounts and the file's unmatched rows, when there is no identifier to contradict it
 *    (where a name repeats and no row or account of that name has an identifier, the name together
 *    with an identical set of classes must be unique instead):
 *    - both sides lack a Student ID (email for teachers), or one side lacks it and the other side
 *      does not use them (under half of the file's rows, or of the school's accounts, have one);
 *      a row without an ID in a file that uses IDs could be a new arrival named like a leaver, so
 *      against an account with an ID it is certain only when all the row's classes are already
 *      the account's classes (the same file imported again), otherwise it is only offered;
 *    - no conflicting NameID, and the year level of the classes does not go backwards or jump.
 *
 * In every certain rule, different NameIDs on the two sides (two sign-on identities) block the match.
 *
 * ## Possible matches (offered in 'possible match groups' for the administrator to confirm)
 *
 * Candidates are found through blocking keys (candidate-index.ts) rather than comparing every
 * row with every account. Each candidate pair gets a score:
 *
 *   name likeness (0 to 1, name-compare.ts)
 *   + Student ID or email: same +0.5, same number in another format +0.45, old number inside the
 *     new one +0.3, one digit different +0.15, different -0.15
 *   + NameID: same +0.6, different -0.2
 *   + classes: same class or the class one year up +0.1, consistent year level +0.03,
 *     inconsistent year level -0.1
 *
 * Pairs scoring at least POSSIBLE_MATCH_MIN_SCORE are offered. Pairs are taken best score first
 * (a greedy assignment) and each account is offered once, each row with one account. So a misspelt
 * or reordered name, a nickname, a changed Student ID format or a matching class lead to a
 * proposal, while siblings who share a surname do not compete for one account.
 *
 * Duplicate accounts: an account that looks like a second account of a row's person (same
 * NameID, or same Student ID with strongly compatible names, or strongly compatible names with no
 * identifier to tell them apart and a score of at least DUPLICATE_ACCOUNT_MIN_SCORE) is offered
 * for that row too, also when the row already has a certain match ('merge' groups), so one
 * confirmation merges a child's duplicate accounts. It competes with the other pairs by score.
 * Rows with a certain match are only searched for duplicates with the same name (or a middle
 * name, a nickname, swapped names), Student ID or NameID; a duplicate that is also misspelt is
 * left for the administrator to spot, which keeps the search small for the largest schools.
 */
import type { ClassLikeness, ClassProfile } from './class-evidence';
import { ClassProfileCache, classesWithin, compareClasses } from './class-evidence';
import {
  compareEmails,
  compareNameIds,
  compareStudentIds,
  emailKey,
  nameIdKey,
  studentIdDigits,
  studentIdKey,
} from './identifiers';
import type { IdentifierLikeness, StudentIdProfile } from './identifiers';
import { compareNames } from './name-compare';
import type { NameComparison } from './name-compare';
import { NameNormaliser, PersonName } from './normalise-name';
import type { SchoolRole } from './school-role';
import { phrase, translated } from '../i18n/text';
import { nameIdsOf } from './types';
import type { ExistingUserInput, ImportFileRowInput } from './types';

/** Lowest score offered as a possible match. */
export const POSSIBLE_MATCH_MIN_SCORE = 0.7;
/** Lowest score for adding a further (duplicate) account without an identifier to a row's group. */
export const DUPLICATE_ACCOUNT_MIN_SCORE = 0.9;

/**
 * What the rules compare of a file row or an account, worked out once per import: the normalised
 * name (a profile is a PersonName, so the largest schools need one object per person, not two)
 * with the identifiers, classes and partition.
 */
export class MatchProfile extends PersonName implements StudentIdProfile {
  readonly studentIdKey: string;
  readonly studentIdDigits: string;

  constructor(
    names: NameNormaliser,
    firstName: string,
    lastName: string,
    schoolKey: string,
    readonly email: string,
    /** NameID keys (one for a file row, any number for an account). */
    readonly nameIds: readonly string[],
    readonly classes: ClassProfile,
    /** Accounts and rows are only compared within one partition (the school of a multi-school import). */
    readonly partition: string,
  ) {
    super(names.tokensOf(firstName), names.tokensOf(lastName), names.sound);
    this.studentIdKey = studentIdKey(schoolKey);
    this.studentIdDigits = studentIdDigits(schoolKey);
  }
}

const NO_NAME_IDS: readonly string[] = Object.freeze([]);

/** Shared memory for building many profiles (one per import). */
export class ProfileBuilder {
  readonly names = new NameNormaliser();
  readonly classes = new ClassProfileCache();
}

/** The profile of a file row, read straight from the wire shape (see toImportFileRow for the cleaning). */
export function rowMatchProfile(
  row: ImportFileRowInput,
  partition: string,
  builder = new ProfileBuilder(),
): MatchProfile {
  const nameId = (row.nameId ?? '').trim();
  return new MatchProfile(
    builder.names,
    row.firstName.trim(),
    (row.lastName ?? '').trim(),
    (row.schoolKey ?? '').trim(),
    emailKey(row.email ?? ''),
    nameId === '' ? NO_NAME_IDS : [nameIdKey(nameId)],
    builder.classes.profile(row.classGroups ?? []),
    partition,
  );
}

/** The profile of an account, read straight from the wire shape (see toExistingUser for the cleaning). */
export function accountMatchProfile(
  user: ExistingUserInput,
  partition: string,
  builder = new ProfileBuilder(),
): MatchProfile {
  const nameIds = nameIdsOf(user);
  return new MatchProfile(
    builder.names,
    user.firstName.trim(),
    (user.lastName ?? '').trim(),
    (user.schoolKey ?? '').trim(),
    emailKey(user.email ?? ''),
    nameIds.length === 0 ? NO_NAME_IDS : nameIds.map(nameIdKey),
    builder.classes.profile(user.classGroups ?? []),
    partition,
  );
}

/** Whether a profile carries the role's identifier (Student ID for students, email for teachers). */
export function hasIdentifier(profile: MatchProfile, role: SchoolRole): boolean {
  return role === 'teacher' ? profile.email !== '' : profile.studentIdKey !== '';
}

export interface PairEvidence {
  name: NameComparison;
  identifier: IdentifierLikeness;
  nameId: 'same' | 'conflict' | 'absent';
  classes: ClassLikeness;
  score: number;
}

const identifierWeights: Readonly<Record<IdentifierLikeness, number>> = {
  same: 0.5,
  equivalent: 0.45,
  similar: 0.3,
  nearMiss: 0.15,
  conflict: -0.15,
  absent: 0,
};
const nameIdWeights = { same: 0.6, conflict: -0.2, absent: 0 } as const;
const classWeights: Readonly<Record<ClassLikeness, number>> = {
  same: 0.1,
  progressed: 0.1,
  yearConsistent: 0.03,
  yearInconsistent: -0.1,
  unknown: 0,
};

export function comparePair(row: MatchProfile, account: MatchProfile, role: SchoolRole): PairEvidence {
  const name = compareNames(row, account);
  const identifier = role === 'teacher' ? compareEmails(row.email, account.email) : compareStudentIds(row, account);
  const nameId = compareNameIds(row.nameIds[0] ?? '', account.nameIds);
  const classes = compareClasses(row.classes, account.classes);
  const score = name.score + identifierWeights[identifier] + nameIdWeights[nameId] + classWeights[classes];
  return { name, identifier, nameId, classes, score: Math.round(score * 1000) / 1000 };
}

const compatibleForCertainty = (evidence: PairEvidence): boolean =>
  evidence.name.compatibility === 'exact' || evidence.name.compatibility === 'strong';

/**
 * Rules 2 and 3 for a pair whose identifiers are the same or equivalent (the caller found them by
 * that key and checked uniqueness). Identical names, the usual case, need no further comparison.
 */
export function isCertainByIdentifier(row: MatchProfile, account: MatchProfile, role: SchoolRole): boolean {
  if (compareNameIds(row.nameIds[0] ?? '', account.nameIds) === 'conflict') return false;
  if (row.sameAs(account)) return true;
  const evidence = comparePair(row, account, role);
  return (evidence.identifier === 'same' || evidence.identifier === 'equivalent') && compatibleForCertainty(evidence);
}

export interface IdentifierUsage {
  /** At least half of the file's rows have the role's identifier. */
  fileUsesIdentifiers: boolean;
  /** At least half of the school's accounts have it. */
  schoolUsesIdentifiers: boolean;
}

/** Rule 4 for a pair with the same exact name (the caller found them by it and checked uniqueness). */
export function isCertainByExactName(
  row: MatchProfile,
  account: MatchProfile,
  usage: IdentifierUsage,
  role: SchoolRole,
): boolean {
  if (!row.sameAs(account) || compareNameIds(row.nameIds[0] ?? '', account.nameIds) === 'conflict') return false;
  if (compareClasses(row.classes, account.classes) === 'yearInconsistent') return false;
  const rowHas = hasIdentifier(row, role);
  const accountHas = hasIdentifier(account, role);
  if (rowHas && accountHas) return false;
  if (rowHas && usage.schoolUsesIdentifiers) return false;
  if (accountHas && usage.fileUsesIdentifiers && !classesWithin(row.classes, account.classes)) return false;
  return true;
}

export function isPossibleMatch(evidence: PairEvidence): boolean {
  return evidence.score >= POSSIBLE_MATCH_MIN_SCORE && evidence.nameId !== 'conflict';
}

/** Whether an extra account looks like a second account of the person of an already matched row. */
export function isDuplicateAccount(evidence: PairEvidence): boolean {
  if (evidence.nameId === 'same') return true;
  if (evidence.nameId === 'conflict' || !compatibleForCertainty(evidence)) return false;
  if (evidence.identifier === 'same' || evidence.identifier === 'equivalent') return true;
  return (
    evidence.identifier === 'absent' &&
    evidence.classes !== 'yearInconsistent' &&
    evidence.score >= DUPLICATE_ACCOUNT_MIN_SCORE
  );
}

/** The evidence in words, for the possible match groups. */
export function describeEvidence(evidence: PairEvidence, role: SchoolRole): string[] {
  // Each reason a phrase of its own in the current language (shared/i18n/text.ts).
  const reasons: string[] = [];
  const say = (text: string | null) => {
    if (text) reasons.push(translated(text));
  };
  const { name } = evidence;
  if (name.orientation === 'swapped') say(phrase('first and last name swapped'));
  if (name.orientation === 'reordered') say(phrase('same names, spread differently over first and last name'));
  if (name.orientation !== 'reordered') {
    const given: Record<typeof name.given, string> = {
      exact: phrase('same first name'),
      middleName: phrase('middle name added or dropped'),
      nickname: phrase('first name is a short form of the other'),
      typo: phrase('first name spelt differently'),
      similar: phrase('first names sound alike or nearly alike'),
      initial: phrase('first initial matches'),
      none: phrase('different first name'),
    };
    const family: Record<typeof name.family, string> = {
      exact: phrase('same last name'),
      partial: phrase('part of the last name matches'),
      typo: phrase('last name spelt differently'),
      similar: phrase('last names sound alike or nearly alike'),
      blank: phrase('last name missing on one side'),
      none: phrase('different last name'),
    };
    say(given[name.given]);
    say(family[name.family]);
  }
  const identifier: Record<SchoolRole, Record<IdentifierLikeness, string | null>> = {
    teacher: {
      same: phrase('same email'),
      equivalent: phrase('same email number in another format'),
      similar: phrase('same email name at another domain'),
      nearMiss: phrase('email one character different'),
      conflict: phrase('different emails'),
      absent: null,
    },
    student: {
      same: phrase('same Student ID'),
      equivalent: phrase('same Student ID number in another format'),
      similar: phrase('new Student ID contains the old number'),
      nearMiss: phrase('Student ID one character different'),
      conflict: phrase('different Student IDs'),
      absent: null,
    },
  };
  say(identifier[role][evidence.identifier]);
  if (evidence.nameId === 'same') say(phrase('same NameID'));
  if (evidence.nameId === 'conflict') say(phrase('different NameIDs'));
  const classes: Record<ClassLikeness, string | null> = {
    same: phrase('same class'),
    progressed: phrase('class one year up'),
    yearConsistent: null,
    yearInconsistent: phrase('year level does not follow on'),
    unknown: null,
  };
  say(classes[evidence.classes]);
  return reasons;
}
