/**
 * How alike two people's names are, part by part, in the same order or with first and last name
 * swapped. The result's `compatibility` is what the matching rules use:
 *
 * - exact:  same given and family name after normalisation (accents, case, spacing, apostrophes).
 * - strong: small differences that still name one person: a nickname (Bob / Robert), a middle name
 *           added or dropped, one typing slip in one of the two names, a double family name
 *           shortened, a blank last name on one side, first and last name swapped, or the same
 *           words spread differently over the two fields.
 * - weak:   some likeness (sounds alike, initials, slips in both names, one name entirely
 *           different): enough to offer a possible match, never enough for a certain one.
 * - none.
 */
import { areNicknameEquivalent } from './nicknames';
import type { PersonName } from './normalise-name';
import { swappedName } from './normalise-name';
import { allowedTypos, typingDistance } from './string-distance';

export type GivenNameLikeness = 'exact' | 'middleName' | 'nickname' | 'typo' | 'similar' | 'initial' | 'none';
export type FamilyNameLikeness = 'exact' | 'partial' | 'typo' | 'similar' | 'blank' | 'none';
export type NameCompatibility = 'exact' | 'strong' | 'weak' | 'none';
export type NameOrientation = 'same' | 'swapped' | 'reordered';

export interface NameComparison {
  orientation: NameOrientation;
  given: GivenNameLikeness;
  family: FamilyNameLikeness;
  compatibility: NameCompatibility;
  /** 0 (unrelated) to 1 (identical). */
  score: number;
}

const givenScores: Readonly<Record<GivenNameLikeness, number>> = {
  exact: 1,
  middleName: 0.9,
  nickname: 0.9,
  typo: 0.8,
  similar: 0.6,
  initial: 0.4,
  none: 0,
};

const familyScores: Readonly<Record<FamilyNameLikeness, number>> = {
  exact: 1,
  partial: 0.85,
  typo: 0.8,
  similar: 0.65,
  blank: 0.5,
  none: 0,
};

/** Swapped names are slightly less likely than names in their fields: a small discount breaks ties. */
const SWAPPED_DISCOUNT = 0.95;

export function compareGivenNames(left: PersonName, right: PersonName): GivenNameLikeness {
  const [leftFirst, rightFirst] = [left.given[0], right.given[0]];
  if (leftFirst === undefined || rightFirst === undefined) return 'none';
  const { givenKey: leftKey } = left;
  const { givenKey: rightKey } = right;
  if (leftKey === rightKey) return 'exact';
  if (leftFirst === rightFirst) return 'middleName';
  if (areNicknameEquivalent(leftFirst, rightFirst)) return 'nickname';
  if (withinTypos(leftKey, rightKey) || withinTypos(leftFirst, rightFirst)) return 'typo';
  if (
    leftFirst.length > 1 &&
    rightFirst.length > 1 &&
    (left.givenSound === right.givenSound || isShortSlip(leftFirst, rightFirst))
  )
    return 'similar';
  if ((leftFirst.length === 1 || rightFirst.length === 1) && leftFirst.charAt(0) === rightFirst.charAt(0))
    return 'initial';
  return 'none';
}

export function compareFamilyNames(left: PersonName, right: PersonName): FamilyNameLikeness {
  if (left.family.length === 0 && right.family.length === 0) return 'exact';
  if (left.family.length === 0 || right.family.length === 0) return 'blank';
  const { familyKey: leftKey } = left;
  const { familyKey: rightKey } = right;
  if (leftKey === rightKey) return 'exact';
  const [shorter, longer] =
    left.family.length <= right.family.length ? [left.family, right.family] : [right.family, left.family];
  if (shorter.every((token) => longer.includes(token))) return 'partial';
  if (withinTypos(leftKey, rightKey)) return 'typo';
  if (left.familySound === right.familySound || isShortSlip(leftKey, rightKey)) return 'similar';
  return 'none';
}

function withinTypos(left: string, right: string): boolean {
  const slips = allowedTypos(Math.min(left.length, right.length));
  return slips > 0 && typingDistance(left, right, slips) <= slips;
}

/** One slip in a three-letter name ('Ben' / 'Bens'): often another name, so only weak evidence. */
function isShortSlip(left: string, right: string): boolean {
  return Math.min(left.length, right.length) === 3 && typingDistance(left, right, 1) <= 1;
}

function compatibilityOf(given: GivenNameLikeness, family: FamilyNameLikeness): NameCompatibility {
  if (given === 'exact' && family === 'exact') return 'exact';
  const closeGiven = given === 'exact' || given === 'middleName' || given === 'nickname';
  const closeFamily = family === 'exact' || family === 'partial';
  if (closeGiven && closeFamily) return 'strong';
  if (given === 'typo' && family === 'exact') return 'strong';
  if (given === 'exact' && (family === 'typo' || family === 'blank')) return 'strong';
  return givenScores[given] + familyScores[family] > 0 ? 'weak' : 'none';
}

function orientedComparison(left: PersonName, right: PersonName, orientation: NameOrientation): NameComparison {
  const given = compareGivenNames(left, right);
  const family = compareFamilyNames(left, right);
  let compatibility = compatibilityOf(given, family);
  let score = (givenScores[given] + familyScores[family]) / 2;
  if (orientation === 'swapped') {
    // A swap is a strong sign only when both names are otherwise unchanged.
    if (compatibility === 'exact') compatibility = 'strong';
    else if (compatibility === 'strong') compatibility = 'weak';
    score *= SWAPPED_DISCOUNT;
  }
  return { orientation, given, family, compatibility, score };
}

const rank: Readonly<Record<NameCompatibility, number>> = { exact: 3, strong: 2, weak: 1, none: 0 };

export function compareNames(left: PersonName, right: PersonName): NameComparison {
  const same = orientedComparison(left, right, 'same');
  if (same.compatibility === 'exact') return same;
  const swapped = orientedComparison(left, swappedName(right), 'swapped');
  let best = better(same, swapped);
  if (
    best.compatibility !== 'strong' &&
    left.given.length + left.family.length > 1 &&
    left.sortedTokens === right.sortedTokens
  ) {
    best = better(best, {
      orientation: 'reordered',
      given: 'exact',
      family: 'exact',
      compatibility: 'strong',
      score: 0.95,
    });
  }
  return best;
}

function better(left: NameComparison, right: NameComparison): NameComparison {
  if (rank[right.compatibility] !== rank[left.compatibility])
    return rank[right.compatibility] > rank[left.compatibility] ? right : left;
  return right.score > left.score ? right : left;
}
