import * as z from 'zod/mini';
import type { SignOnAttribute } from './app-launch';
import { studentNamesInReportsSchema } from './app-usage';
import { isoDateTime } from './common';

/**
 * The school's data-sharing report (ARCHITECTURE 'What an app may know about a person'): which
 * attributes of its students each app received at launch in the last 90 days, counted by
 * attribute (launches and students), and, for one app, each student who opened it with the
 * attributes it received. Read from the launch records the portal keeps as it signs people on;
 * students are named as the school's setting allows.
 */

/** How far back the report looks, in days. */
export const DATA_SHARING_WINDOW_DAYS = 90;

/** One attribute an app received: in how many launches, about how many students. */
export const attributeShareSchema = z.object({
  /** The SAML attribute name as sent (firstName, lastInitial, …). */
  attribute: z.string(),
  launches: z.int().check(z.nonnegative()),
  students: z.int().check(z.nonnegative()),
});
export type AttributeShare = z.infer<typeof attributeShareSchema>;

const schoolOfReportSchema = z.object({ id: z.string(), name: z.string(), studentNames: studentNamesInReportsSchema });
const serviceOfReportSchema = z.object({ id: z.string(), name: z.string() });
const windowSchema = z.object({
  days: z.int(),
  /** The first moment counted; the last is asOf. */
  from: isoDateTime,
  asOf: isoDateTime,
});

/** One app's sharing at the school in the window. */
export const appSharingSummarySchema = z.object({
  service: serviceOfReportSchema,
  /** Launches by the school's students in the window. */
  launches: z.int().check(z.nonnegative()),
  /** Students who opened it in the window. */
  students: z.int().check(z.nonnegative()),
  lastLaunchAt: isoDateTime,
  /** The attributes it received, most launches first, then by name. */
  attributes: z.array(attributeShareSchema),
});
export type AppSharingSummary = z.infer<typeof appSharingSummarySchema>;

/** What an app read of the school's roster through the OneRoster API in the window, for one collection. */
export const rosterCollectionReadSchema = z.object({
  /** The collection as the API names it (users, classes, enrollments, …). */
  collection: z.string(),
  requests: z.int().check(z.nonnegative()),
  records: z.int().check(z.nonnegative()),
});
export type RosterCollectionRead = z.infer<typeof rosterCollectionReadSchema>;

/**
 * One app's roster sharing at the school: whether it may read the school's classes and people
 * through the OneRoster API now (functions/domain/oneroster/sharing: an app the school has, unless
 * switched off; a free app only once switched on), and what it read in the window.
 */
export const rosterAppSchema = z.object({
  service: serviceOfReportSchema,
  /** The school has it for free: its roster sharing is off until the school turns it on. */
  free: z.boolean(),
  /** Whether the app may read the roster now. */
  sharing: z.boolean(),
  /** When an administrator last turned it on or off; null: never (the default). */
  switchedAt: z.nullable(isoDateTime),
  /** The last read in the window; null: none. */
  lastReadAt: z.nullable(isoDateTime),
  requests: z.int().check(z.nonnegative()),
  records: z.int().check(z.nonnegative()),
  /** By collection, most records first. */
  collections: z.array(rosterCollectionReadSchema),
});
export type RosterApp = z.infer<typeof rosterAppSchema>;

/** What the school lets every app that reads its roster have, beside the names the one rule releases. */
export const rosterChoicesSchema = z.object({
  /** People's e-mail addresses (to apps registered for them). Default no. */
  sharesEmail: z.boolean(),
  /** Students' Student IDs. Default no. */
  sharesStudentId: z.boolean(),
});
export type RosterChoices = z.infer<typeof rosterChoicesSchema>;

export const rosterSharingSchema = z.object({
  ...rosterChoicesSchema.shape,
  /** The integrated apps the school has (or has for free, or that read it in the window), by name. */
  apps: z.array(rosterAppSchema),
});
export type RosterSharing = z.infer<typeof rosterSharingSchema>;

export const schoolDataSharingSchema = z.object({
  school: schoolOfReportSchema,
  window: windowSchema,
  /** Apps that received something about a student in the window, by name; empty when none did. */
  apps: z.array(appSharingSummarySchema),
  /** Roster sharing through the OneRoster API: the school's choices, each app's switch and reads. */
  roster: rosterSharingSchema,
});
export type SchoolDataSharing = z.infer<typeof schoolDataSharingSchema>;
export const schoolDataSharingResponseSchema = z.object({ report: schoolDataSharingSchema });

/** A student who opened the app in the window. */
export const sharingStudentSchema = z.object({
  userId: z.string(),
  /** The name as the school's setting allows (initials unless it chose full names). */
  name: z.string(),
  /** The names of the student's classes at the school, by name (none: empty). */
  classes: z.array(z.string()),
  lastLaunchAt: isoDateTime,
  launches: z.int().check(z.nonnegative()),
  /** Every attribute the app received about the student in the window, by name. */
  attributes: z.array(z.string()),
});
export type SharingStudent = z.infer<typeof sharingStudentSchema>;

export const appDataSharingSchema = z.object({
  school: schoolOfReportSchema,
  service: serviceOfReportSchema,
  window: windowSchema,
  launches: z.int().check(z.nonnegative()),
  attributes: z.array(attributeShareSchema),
  /** Its students, latest launch first. */
  students: z.array(sharingStudentSchema),
});
export type AppDataSharing = z.infer<typeof appDataSharingSchema>;
export const appDataSharingResponseSchema = z.object({ sharing: appDataSharingSchema });

/** What each attribute an app may receive is, in plain words (the report shows the name as sent too). */
export const ATTRIBUTE_LABELS: Readonly<Record<SignOnAttribute, string>> = {
  username: 'Username',
  firstName: 'First name',
  lastInitial: 'Last initial',
  lastName: 'Last name',
  email: 'E-mail address',
  role: 'Role (student or teacher)',
  schoolId: 'School',
  classIds: 'Classes',
  accessType: 'Type of access',
  accessExpiry: 'When access ends',
};

/** The plain words for an attribute, or its name as sent when the portal has none. Pure. */
export function attributeLabel(attribute: string): string {
  return (ATTRIBUTE_LABELS as Readonly<Record<string, string>>)[attribute] ?? attribute;
}

/** PUT /api/schools/{schoolId}/roster-sharing/{serviceId}: turn the app's roster sharing on or off. */
export const rosterSwitchBodySchema = z.object({ sharing: z.boolean() });
export type RosterSwitchBody = z.infer<typeof rosterSwitchBodySchema>;
export const rosterSwitchResponseSchema = z.object({ app: rosterAppSchema });

/** PUT /api/schools/{schoolId}/roster-sharing: the school's choices for every app. */
export const rosterChoicesResponseSchema = z.object({ choices: rosterChoicesSchema });

export const DATA_SHARING_MESSAGES = {
  notAdministrator: "Only the school's administrators can see what its apps received about its students.",
} as const;
