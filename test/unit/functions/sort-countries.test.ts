import { describe, expect, it } from 'vitest';
import { sortCountries } from '../../../functions/data/countries';
import type { Country } from '../../../shared/schemas/countries';

const country = (id: string, name: string): Country => ({ id, name, currency: 'usd', contentCountry: id, states: [] });

describe('country order', () => {
  it('puts AU, IN, GB and NZ first in that order, then the rest by name', () => {
    const sorted = sortCountries([
      country('US', 'United States'),
      country('NZ', 'New Zealand'),
      country('AT', 'Austria'),
      country('GB', 'United Kingdom'),
      country('IN', 'India'),
      country('AU', 'Australia'),
    ]);

    expect(sorted.map((entry) => entry.id)).toEqual(['AU', 'IN', 'GB', 'NZ', 'AT', 'US']);
  });
});
