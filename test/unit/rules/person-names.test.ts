import { describe, expect, it } from 'vitest';
import { namePartitionOf, nameReadings, normaliseName } from '../../../shared/rules/person-names';

describe('normaliseName', () => {
  it('compares names lower case, without accents or punctuation, words one space apart', () => {
    expect(normaliseName('  Zoë  O’Brien-Smith ')).toBe('zoe o brien smith');
    expect(normaliseName(null)).toBe('');
  });
});

describe('nameReadings', () => {
  it('reads one word as the beginning of a last name', () => {
    expect(nameReadings('Parent')).toEqual([{ last: 'parent', first: '' }]);
  });

  it('reads two words as a last name, or as first and last name either way round', () => {
    expect(nameReadings('Paula Parent')).toEqual([
      { last: 'paula parent', first: '' },
      { last: 'paula', first: 'parent' },
      { last: 'parent', first: 'paula' },
    ]);
    expect(nameReadings('Parent, Pa')).toEqual([
      { last: 'parent pa', first: '' },
      { last: 'parent', first: 'pa' },
      { last: 'pa', first: 'parent' },
    ]);
  });

  it('leaves out readings whose last name is too short to choose a partition, and tries at most five', () => {
    expect(nameReadings('J Smith')).toEqual([
      { last: 'j smith', first: '' },
      { last: 'smith', first: 'j' },
    ]);
    expect(nameReadings('a b c d e f g')).toHaveLength(5);
    expect(nameReadings('  ')).toEqual([]);
  });
});

describe('namePartitionOf', () => {
  it('is the first two characters of the last name, padded when shorter', () => {
    expect(namePartitionOf('parent')).toBe('pa');
    expect(namePartitionOf('o')).toBe('o_');
  });
});
