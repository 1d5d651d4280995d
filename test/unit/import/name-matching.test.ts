import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../shared/import/name-compare';
import { areNicknameEquivalent } from '../../../shared/import/nicknames';
import { nameTokens, NameNormaliser, personName } from '../../../shared/import/normalise-name';
import { soundex } from '../../../shared/import/phonetic';
import { allowedTypos, typingDistance } from '../../../shared/import/string-distance';

describe('normalising names', () => {
  it.each([
    ['José', ['jose']],
    ["O'Brien", ['obrien']],
    ['O’Brien', ['obrien']],
    ['Mary-Jane', ['mary', 'jane']],
    ['  van der  BERG ', ['van', 'der', 'berg']],
    ['Søren Ærø', ['soren', 'aero']],
    ['Straße', ['strasse']],
    ['王 小明', ['王', '小明']],
    ['', []],
  ])('%j becomes %j', (text, tokens) => {
    expect(nameTokens(text)).toEqual(tokens);
  });

  it('gives the same name with or without its memory', () => {
    // Prepare
    const normaliser = new NameNormaliser();

    // Act
    const remembered = normaliser.personName('Zoë Anne', "D'Arcy-Smith");
    const fresh = personName('Zoë Anne', "D'Arcy-Smith");

    // Assess
    const shown = (name: typeof fresh) => [
      name.given,
      name.family,
      name.fullKey,
      name.givenSound,
      name.familySound,
      name.sortedTokens,
      name.swapped.fullKey,
    ];
    expect(shown(remembered)).toEqual(shown(fresh));
    expect(shown(fresh)).toEqual([
      ['zoe', 'anne'],
      ['darcy', 'smith'],
      'zoeanne|darcysmith',
      'Z000',
      'D622',
      'anne darcy smith zoe',
      'darcysmith|zoeanne',
    ]);
  });
});

describe('typing slips and sounds', () => {
  it.each([
    ['smith', 'smith', 0],
    ['smith', 'smyth', 1],
    ['smith', 'simth', 1],
    ['smith', 'smit', 1],
    ['smith', 'smiths', 1],
    ['smith', 'jones', 2],
  ])('%s and %s are %i slips apart (at most 1 counted)', (left, right, distance) => {
    expect(typingDistance(left, right, 1)).toBe(Math.min(distance, 2));
  });

  it('forgives no slip in a three-letter name, one from four letters and two from ten', () => {
    expect([allowedTypos(3), allowedTypos(4), allowedTypos(9), allowedTypos(10)]).toEqual([0, 1, 1, 2]);
  });

  it.each([
    ['robert', 'R163'],
    ['rupert', 'R163'],
    ['ashcraft', 'A261'],
    ['tymczak', 'T522'],
    ['pfister', 'P236'],
    ['lee', 'L000'],
    ['小明', '小明'],
  ])('Soundex of %s is %s', (token, code) => {
    expect(soundex(token)).toBe(code);
  });

  it('knows nicknames, but does not take two short forms of one name for one child', () => {
    expect(areNicknameEquivalent('bob', 'robert')).toBe(true);
    expect(areNicknameEquivalent('jim', 'jimmy')).toBe(true);
    expect(areNicknameEquivalent('peggy', 'margaret')).toBe(true);
    expect(areNicknameEquivalent('lisa', 'lily')).toBe(false);
    expect(areNicknameEquivalent('alexander', 'alexandra')).toBe(false);
  });
});

describe('comparing two names', () => {
  const compare = (left: [string, string], right: [string, string]) =>
    compareNames(personName(...left), personName(...right));

  it.each([
    [['Ann', 'Lee'], ['ANN', 'lee'], 'exact', 'same', 'exact', 'exact'],
    [['José', 'García'], ['Jose', 'Garcia'], 'exact', 'same', 'exact', 'exact'],
    [['Robert', 'Smith'], ['Bob', 'Smith'], 'strong', 'same', 'nickname', 'exact'],
    [['Mary', 'Smith'], ['Mary Jane', 'Smith'], 'strong', 'same', 'middleName', 'exact'],
    [['Jonathan', 'Smith'], ['Jonathon', 'Smith'], 'strong', 'same', 'typo', 'exact'],
    [['Ann', 'Anderson'], ['Ann', 'Andersen'], 'strong', 'same', 'exact', 'typo'],
    [['Maria', 'Garcia Lopez'], ['Maria', 'Garcia'], 'strong', 'same', 'exact', 'partial'],
    [['Ann', 'Lee'], ['Ann', ''], 'strong', 'same', 'exact', 'blank'],
    [['Lee', 'Ann'], ['Ann', 'Lee'], 'strong', 'swapped', 'exact', 'exact'],
    [['Mary Jane', 'Smith'], ['Mary', 'Jane Smith'], 'strong', 'same', 'middleName', 'partial'],
    [['Smith Mary', 'Jane'], ['Mary Jane', 'Smith'], 'strong', 'reordered', 'exact', 'exact'],
    [['Jonathon', 'Smyth'], ['Jonathan', 'Smith'], 'weak', 'same', 'typo', 'typo'],
    [['Ann', 'Lee'], ['Ann', 'Brown'], 'weak', 'same', 'exact', 'none'],
    [['Ben', 'Baker'], ['Bens', 'Baker'], 'weak', 'same', 'similar', 'exact'],
    [['Tom', 'Lee'], ['Tim', 'Lee'], 'weak', 'same', 'similar', 'exact'],
    [['Ann', 'Lee'], ['Zed', 'Brown'], 'none', 'same', 'none', 'none'],
  ] as const)(
    '%j and %j are %s (%s: given %s, family %s)',
    (left, right, compatibility, orientation, given, family) => {
      // Act
      const comparison = compare([...left], [...right]);

      // Assess
      expect(comparison).toMatchObject({ compatibility, orientation, given, family });
    },
  );

  it('scores an exact name 1 and a swap with a slip lower than the swap alone', () => {
    expect(compare(['Ann', 'Lee'], ['Ann', 'Lee']).score).toBe(1);
    expect(compare(['Anderson', 'Ann'], ['Ann', 'Anderson']).score).toBeGreaterThan(
      compare(['Andersen', 'Ann'], ['Ann', 'Anderson']).score,
    );
  });
});
