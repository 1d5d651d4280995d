import { describe, expect, it } from 'vitest';
import { CandidateIndex } from '../../../shared/import/candidate-index';
import { accountMatchProfile, rowMatchProfile } from '../../../shared/import/match-rules';
import { existingUser, fileRow } from './support/fixtures';

const rows = [
  fileRow({ firstName: 'Jonathan', lastName: 'Smith' }),
  fileRow({ firstName: 'Mary Jane', lastName: 'Garcia Lopez' }),
  fileRow({ firstName: 'Margaret', lastName: 'Ng' }),
  fileRow({ firstName: 'Tom', lastName: '', schoolKey: '2025104523' }),
  fileRow({ firstName: 'Kim', lastName: 'Lee', nameId: 'N-9' }),
];
const profiles = rows.map((row) => rowMatchProfile(row, ''));

function found(firstName: string, lastName: string, extra: Parameters<typeof existingUser>[0] = {}): number[] {
  const index = new CandidateIndex(profiles, () => 'all');
  return index.candidates(accountMatchProfile(existingUser({ firstName, lastName, ...extra }), '')).sort();
}

describe('finding candidates without comparing everyone with everyone', () => {
  it.each([
    ['the same name', 'Jonathan', 'Smith', [0]],
    ['a slip in the family name', 'Jonathan', 'Smiht', [0]],
    ['a wrong first letter of the family name', 'Jonathan', 'Pmith', [0]],
    ['a slip in the given name', 'Jonathon', 'Smith', [0]],
    ['a wrong first letter of the given name', 'Gonathan', 'Smith', [0]],
    ['slips in both names that keep their sound', 'Jonathon', 'Smyth', [0]],
    ['swapped names', 'Smith', 'Jonathan', [0]],
    ['a nickname', 'Peggy', 'Ng', [2]],
    ['a shortened double family name', 'Mary', 'Garcia', [1]],
    ['given names run together', 'Maryjane', 'Garcia Lopez', [1]],
    ['a blank family name on one side', 'Tom', 'Brown', [3]],
  ])('finds %s', (_, firstName, lastName, expected) => {
    expect(found(firstName, lastName)).toEqual(expected);
  });

  it('finds the old Student ID inside the new one, and the same NameID', () => {
    expect(found('Zed', 'Zulu', { schoolKey: '104523' })).toEqual([3]);
    expect(found('Zed', 'Zulu', { nameId: 'N-9' })).toEqual([4]);
  });

  it('does not find unrelated people', () => {
    expect(found('Olivia', 'Brown')).toEqual([]);
  });

  it('files rows that only need to find duplicate accounts under fewer keys', () => {
    // Prepare
    const index = new CandidateIndex(profiles, () => 'duplicates');
    const search = (firstName: string, lastName: string) =>
      index.candidates(accountMatchProfile(existingUser({ firstName, lastName }), ''));

    // Act / Assess
    expect(search('Jonathan', 'Smith')).toEqual([0]);
    expect(search('Peggy', 'Ng')).toEqual([2]);
    expect(search('Smith', 'Jonathan')).toEqual([0]);
    expect(search('Jonathan', 'Smiht')).toEqual([]);
  });

  it('works for empty and tiny indexes', () => {
    expect(new CandidateIndex([], () => 'all').candidates(profiles[0] as (typeof profiles)[number])).toEqual([]);
    expect(
      new CandidateIndex(profiles.slice(0, 1), () => 'all').candidates(profiles[2] as (typeof profiles)[number]),
    ).toEqual([]);
    expect(new CandidateIndex(profiles, () => null).candidates(profiles[0] as (typeof profiles)[number])).toEqual([]);
  });
});
