import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../shared/schemas/countries';
import { SCHOOL_MESSAGES } from '../../../../shared/schemas/schools';
import {
  checkCreate,
  checkSearch,
  emptySchoolForm,
  statesToChoose,
  type SchoolFormValues,
} from '../../../../frontend/src/features/school-identification/school-form-rules';

const state = (countryId: string, id: string) => ({
  id,
  countryId,
  name: id,
  abbreviation: id,
  educationalSystem: null,
});
const COUNTRIES: Country[] = [
  {
    id: 'AU',
    name: 'Australia',
    currency: 'AUD',
    contentCountry: 'AU',
    states: [state('AU', 'AU-NSW'), state('AU', 'AU-VIC')],
  },
  { id: 'SG', name: 'Singapore', currency: 'SGD', contentCountry: 'SG', states: [state('SG', 'SG-01')] },
  { id: 'NZ', name: 'New Zealand', currency: 'NZD', contentCountry: 'NZ', states: [] },
];

const filled = (changes: Partial<SchoolFormValues> = {}): SchoolFormValues => ({
  name: '  Hilltop Primary ',
  address: '1 Hill Road',
  city: 'Sydney',
  postcode: '2000',
  phone: '',
  countryId: 'AU',
  stateId: 'AU-NSW',
  declaration: true,
  ...changes,
});

describe('school identification form rules', () => {
  it('offers a choice of states only for a country with more than one', () => {
    expect(statesToChoose(COUNTRIES, 'AU').map((s) => s.id)).toEqual(['AU-NSW', 'AU-VIC']);
    expect(statesToChoose(COUNTRIES, 'SG')).toEqual([]);
    expect(statesToChoose(COUNTRIES, 'NZ')).toEqual([]);
    expect(statesToChoose(COUNTRIES, '')).toEqual([]);
  });

  it('refuses to search before the declaration is ticked, saying so, with the other problems at once', () => {
    // Act
    const result = checkSearch({ ...emptySchoolForm('AU') }, COUNTRIES);

    // Assess
    expect(result).toEqual({
      ok: false,
      errors: { declaration: SCHOOL_MESSAGES.declarationRequired, name: SCHOOL_MESSAGES.searchTermsRequired },
    });
  });

  it('refuses an otherwise complete search until the declaration is ticked', () => {
    expect(checkSearch(filled({ declaration: false }), COUNTRIES)).toEqual({
      ok: false,
      errors: { declaration: SCHOOL_MESSAGES.declarationRequired },
    });
  });

  it('searches with the trimmed fields, blanks as null, and no state left over from another country', () => {
    // Act
    const result = checkSearch(filled({ countryId: 'NZ', stateId: 'AU-NSW', address: '', city: '' }), COUNTRIES);

    // Assess
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Hilltop Primary',
        address: null,
        city: null,
        postcode: '2000',
        phone: null,
        countryId: 'NZ',
        stateId: null,
      },
    });
  });

  it('needs a country to search', () => {
    const result = checkSearch(filled({ countryId: '' }), COUNTRIES);
    expect(result).toEqual({ ok: false, errors: { countryId: SCHOOL_MESSAGES.countryUnknown } });
  });

  it('creates only with the address, the declaration and a state where the country has several', () => {
    // Act
    const result = checkCreate(filled({ address: ' ', stateId: '', declaration: false }), COUNTRIES);

    // Assess
    expect(result).toEqual({
      ok: false,
      errors: {
        address: 'Please enter your school address.',
        stateId: SCHOOL_MESSAGES.stateRequired,
        declaration: SCHOOL_MESSAGES.declarationRequired,
      },
    });
  });

  it('creates with the fields as typed, leaving the state to the API in a country with one', () => {
    // Act
    const result = checkCreate(filled({ countryId: 'SG', stateId: '' }), COUNTRIES);

    // Assess
    expect(result).toEqual({
      ok: true,
      value: {
        name: '  Hilltop Primary ',
        address: '1 Hill Road',
        city: 'Sydney',
        postcode: '2000',
        phone: '',
        countryId: 'SG',
        stateId: null,
        declaration: true,
      },
    });
  });
});
