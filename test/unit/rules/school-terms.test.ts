import { describe, expect, it } from 'vitest';
import { commonWordsOf, schoolIdentity, wordsOf } from '../../../shared/rules/school-terms';

describe('school name words (staff-console §2 Schools search, Create School)', () => {
  it("keeps an apostrophe's word whole, drops dots, case and accents", () => {
    expect(wordsOf("St. Mary's College")).toEqual(['st', 'marys', 'college']);
    expect(wordsOf('St Marys College')).toEqual(['st', 'marys', 'college']);
    expect(wordsOf('Sainte-Thérèse d’Avila')).toEqual(['sainte', 'therese', 'davila']);
  });

  it('leaves out common words, each word once', () => {
    expect(wordsOf('The School of the Air School')).toEqual(['air']);
    expect(commonWordsOf('The School of the Air')).toEqual(['the', 'school', 'of']);
  });

  it('gives one identity to the spellings of one name at one postcode', () => {
    const identity = (name: string, postcode = '2150') => schoolIdentity({ name, postcode, countryId: 'AU' });

    expect(identity("St. Mary's College")).toBe(identity('ST MARYS COLLEGE'));
    expect(identity("St Mary's College School")).toBe(identity('St Marys College'));
    expect(identity("St Mary's College", '2151')).not.toBe(identity("St Mary's College"));
    expect(identity('School')).toBeNull();
  });
});
