import { describe, expect, it } from 'vitest';
import { describeConflict, wordingConflicts } from '../../../bin/i18n/wording-conflicts';

describe('the catalogue check that a message reads the same in every part', () => {
  it('passes a message worded alike in every part, one told apart by its context, and one untranslated', () => {
    expect(
      wordingConflicts({
        common: [
          { message: 'Register', translation: 'S’inscrire' },
          { message: 'State', context: 'status', translation: 'État' },
        ],
        auth: [{ message: 'Register', translation: 'S’inscrire' }],
        'school-identification': [
          { message: 'State', context: 'a country’s state', translation: 'État (région)' },
          { message: 'Login', translation: '' },
        ],
        voucher: [{ message: 'Login', translation: 'Se connecter' }],
      }),
    ).toEqual([]);
  });

  it('names a message two parts word differently, with each part’s wording', () => {
    const conflicts = wordingConflicts({
      common: [{ message: 'Register', translation: 'S’inscrire' }],
      auth: [{ message: 'Register', translation: "S'inscrire" }],
      voucher: [{ message: 'Register', translation: 'S’inscrire' }],
    });
    expect(conflicts).toEqual([
      { message: 'Register', wordings: { common: 'S’inscrire', auth: "S'inscrire", voucher: 'S’inscrire' } },
    ]);
    const [conflict] = conflicts;
    if (!conflict) throw new Error('the conflict is missing');
    expect(describeConflict('fr', conflict)).toBe(
      'fr: "Register" is worded differently: common: "S’inscrire", auth: "S\'inscrire", voucher: "S’inscrire"',
    );
  });
});
