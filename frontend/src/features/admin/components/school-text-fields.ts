import { msg } from '@lingui/core/macro';
import { THING_NAME } from './thing-name';

/** The school record's text fields as the console's forms (Settings, Create School) label them, in order. */
export const SCHOOL_TEXT_FIELDS = [
  { field: 'name', label: THING_NAME },
  { field: 'address', label: msg`Address` },
  { field: 'city', label: msg`City` },
  { field: 'postcode', label: msg`Postcode` },
  { field: 'phone', label: msg`Phone` },
  { field: 'email', label: msg`E-mail` },
] as const;

export type SchoolTextField = (typeof SCHOOL_TEXT_FIELDS)[number]['field'];
