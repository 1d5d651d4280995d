import * as z from 'zod/mini';
import { optional, schoolFieldSchemas, schoolSchema } from './schools';
import { studentNamesInReportsSchema } from './app-usage';

/**
 * My School (school-and-family §2 My School, §8 school save): the school's administrators read and
 * change its address, city, postcode, phone and whether it takes part in competitions. Its name,
 * country and state are shown and never changed here (staff change those).
 */
export const SCHOOL_SETTINGS_MESSAGES = {
  /** §8 school save (the SPA's fallback for anything but a 422). */
  editFailed: 'An unknown error occured while editing the school.',
  /** A teacher of the school who is not one of its administrators. */
  notAdministrator: "Only the school's administrators can change the school's details.",
  /** The school's new postcode with its name is another school's (the school identity claim). */
  identityTaken: 'Another school with this name already has this postcode.',
  /** The school changed while it was being saved (another administrator, or staff). */
  changedMeanwhile:
    'The school was changed by someone else while you were editing it. Please reload the page and try again.',
  competitions: 'Participate in competitions',
  studentNamesInReports: "Show students' full names in app usage reports (otherwise only their initials)",
  saved: 'The school has been saved.',
} as const;

/** My School as its form shows it: names of the country and state, not their ids. */
export const schoolSettingsSchema = z.extend(
  z.pick(schoolSchema, {
    id: true,
    name: true,
    address: true,
    city: true,
    postcode: true,
    phone: true,
    competitive: true,
    studentNamesInReports: true,
  }),
  {
    /** The country's name (its id when the catalogue has no such country). */
    country: z.string(),
    /** The state's name; null when the school has none. */
    state: z.nullable(z.string()),
  },
);
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export const schoolSettingsResponseSchema = z.object({ school: schoolSettingsSchema });

/**
 * Save Changes on My School: the editable fields, all of them (what the form shows). Address,
 * city and postcode are required as when the school was created; the phone may be blank.
 */
export const schoolSettingsUpdateSchema = z.object({
  address: schoolFieldSchemas.address,
  city: schoolFieldSchemas.city,
  postcode: schoolFieldSchemas.postcode,
  phone: optional(schoolFieldSchemas.phone),
  competitive: z.boolean(),
  /** Schools' forms from before the setting keep it as it is. */
  studentNamesInReports: z.optional(studentNamesInReportsSchema),
});
export type SchoolSettingsUpdateRequest = z.input<typeof schoolSettingsUpdateSchema>;
export type SchoolSettingsUpdate = z.output<typeof schoolSettingsUpdateSchema>;
