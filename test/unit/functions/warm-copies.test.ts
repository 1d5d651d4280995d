import { describe, expect, it } from 'vitest';
import { keepNewest } from '../../../functions/platform/warm-copies';

describe('keepNewest', () => {
  it('keeps the newest entries, a key set again counting as new', () => {
    const copies = new Map<string, number>();
    keepNewest(copies, 'a', 1, 2);
    keepNewest(copies, 'b', 2, 2);
    keepNewest(copies, 'a', 3, 2);
    keepNewest(copies, 'c', 4, 2);
    expect([...copies]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
