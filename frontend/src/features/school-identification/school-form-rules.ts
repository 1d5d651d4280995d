import type { Country, State } from '../../../../shared/schemas/countries';
import {
  SCHOOL_MESSAGES,
  schoolCreateSchema,
  schoolSearchQuerySchema,
  type SchoolCreateRequest,
  type SchoolSearchInput,
} from '../../../../shared/schemas/schools';

/** What the school identification form holds: the school's details and the declaration. */
export interface SchoolFormValues {
  name: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  countryId: string;
  stateId: string;
  declaration: boolean;
}
export type SchoolFormField = keyof SchoolFormValues;
export type SchoolFormErrors = Partial<Record<SchoolFormField, string>>;

/** In the order they appear, so the first error found is the first field to fix. */
export const SCHOOL_FORM_FIELDS: readonly SchoolFormField[] = [
  'name',
  'address',
  'city',
  'postcode',
  'phone',
  'countryId',
  'stateId',
  'declaration',
];

export function emptySchoolForm(countryId: string | null): SchoolFormValues {
  return {
    name: '',
    address: '',
    city: '',
    postcode: '',
    phone: '',
    countryId: countryId ?? '',
    stateId: '',
    declaration: false,
  };
}

/** The states to choose from: none when the country has one state or none (the API gives a lone state itself). */
export function statesToChoose(countries: readonly Country[], countryId: string): State[] {
  const states = countries.find((country) => country.id === countryId)?.states ?? [];
  return states.length > 1 ? states : [];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: SchoolFormErrors };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function firstErrorPerField(issues: readonly Issue[]): SchoolFormErrors {
  const errors: SchoolFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      (SCHOOL_FORM_FIELDS as readonly string[]).includes(field) &&
      !errors[field as SchoolFormField]
    ) {
      errors[field as SchoolFormField] = issue.message;
    }
  }
  return errors;
}

function details(values: SchoolFormValues, countries: readonly Country[]) {
  const { declaration: _declaration, ...fields } = values;
  // A state left chosen from another country, or from a country without a choice, is not sent.
  const stateId = statesToChoose(countries, values.countryId).some((state) => state.id === values.stateId)
    ? values.stateId
    : null;
  return { ...fields, stateId };
}

/**
 * Search for School: only with the declaration ticked (§5), and with what the API's query schema
 * needs (a country, and the name, city or postcode). Every problem is reported at once.
 */
export function checkSearch(values: SchoolFormValues, countries: readonly Country[]): Checked<SchoolSearchInput> {
  const parsed = schoolSearchQuerySchema.safeParse(details(values, countries));
  const errors: SchoolFormErrors = parsed.success ? {} : firstErrorPerField(parsed.error.issues);
  if (!values.declaration) errors.declaration = SCHOOL_MESSAGES.declarationRequired;
  return parsed.success && !errors.declaration ? { ok: true, value: parsed.data } : { ok: false, errors };
}

/**
 * Create a New School: the API's create schema (name, address, city, postcode, country, the
 * declaration), and a state when the country has more than one.
 */
export function checkCreate(values: SchoolFormValues, countries: readonly Country[]): Checked<SchoolCreateRequest> {
  const request: SchoolCreateRequest = { ...details(values, countries), declaration: values.declaration as true };
  const parsed = schoolCreateSchema.safeParse(request);
  const errors: SchoolFormErrors = parsed.success ? {} : firstErrorPerField(parsed.error.issues);
  if (statesToChoose(countries, values.countryId).length && request.stateId === null)
    errors.stateId = SCHOOL_MESSAGES.stateRequired;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: request };
}
