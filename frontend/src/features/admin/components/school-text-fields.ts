/** The school record's text fields as the console's forms (Settings, Create School) label them, in order. */
export const SCHOOL_TEXT_FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'address', label: 'Address' },
  { field: 'city', label: 'City' },
  { field: 'postcode', label: 'Postcode' },
  { field: 'phone', label: 'Phone' },
  { field: 'email', label: 'E-mail' },
] as const;

export type SchoolTextField = (typeof SCHOOL_TEXT_FIELDS)[number]['field'];
