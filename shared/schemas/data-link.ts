import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { isoDateTime, singleLineText } from './common';
import { jobSchema } from './jobs';
import { phrase } from '../i18n/text';

/**
 * The school page's Data Link section (staff-console §2, §3 data source and data link contact, §4
 * data link states, §5, §7 link-to, request-data-access, sync): a school linked to its record at a
 * data source (a school system's roster), access requested and granted, and its teachers, students
 * and classes synced from it through the SMART Tool's matching engine.
 */
export const DATA_LINK_MESSAGES = {
  postcodeRequired: 'Postcode is required',
  nameTooShort: 'Name must be at least 5 chars',
  unknownSource: 'There is no such data source.',
  unknownOrg: 'The data source has no school with that id.',
  alreadyLinked: 'This school is already linked to a data source. Unlink it first.',
  orgTaken: 'Another school is already linked to that school of the data source.',
  notLinked: 'This school is not linked to a data source.',
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  emailRequired: 'Please enter a valid email address.',
  accessNotGranted: 'The data source has not granted access to this school’s data yet.',
  syncFailed: 'The sync stopped before it finished. Resume it to finish the rest.',
  syncRunning: 'This school is being synced or imported already. Please wait until it has finished.',
  noReport: 'No sync of this school has finished yet.',
  accessGrantedAlready: 'The data source has granted access to this school’s data already.',
  linkChanged: 'The link changed meanwhile. Please look again and retry.',
} as const;

/** staff-console §9: the sync's progress modal reads the job this often. */
export const SYNC_PROGRESS_POLL_MS = 100;

/** staff-console §4: linked (danger), pending (warning), approved (primary), ready (success). */
export const DATA_LINK_STATES = ['linked', 'pending', 'approved', 'ready'] as const;
export const dataLinkStateSchema = z.enum(DATA_LINK_STATES);
export type DataLinkState = z.infer<typeof dataLinkStateSchema>;

/** §3 data source: id, name. */
export const dataSourceSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type DataSource = z.infer<typeof dataSourceSchema>;

/** §3 data-source search result: a school as the data source knows it. */
export const dataSourceOrgSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  country: z.nullable(z.string()),
});
export type DataSourceOrg = z.infer<typeof dataSourceOrgSchema>;

/** §5: postcode required; a name, when given, of 5 characters or more after trimming; each in its own field. */
export const dataSourceSearchQuerySchema = z.object({
  postcode: z
    .string({ error: DATA_LINK_MESSAGES.postcodeRequired })
    .check(z.trim(), z.minLength(1, DATA_LINK_MESSAGES.postcodeRequired), z.maxLength(20)),
  name: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(200),
      z.refine((name) => name === '' || name.length >= 5, DATA_LINK_MESSAGES.nameTooShort),
    ),
  ),
});
export type DataSourceSearchQuery = z.input<typeof dataSourceSearchQuerySchema>;

export const dataSourceSearchParamsSchema = z.object({
  schoolId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  dataSourceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const dataSourceOrgsResponseSchema = z.object({ orgs: z.array(dataSourceOrgSchema) });

/** §7 link-to: dataSource, dataId. */
export const linkToSourceSchema = z.object({
  dataSource: z
    .string({ error: DATA_LINK_MESSAGES.unknownSource })
    .check(z.trim(), z.minLength(1, DATA_LINK_MESSAGES.unknownSource), z.maxLength(64)),
  dataId: z
    .string({ error: DATA_LINK_MESSAGES.unknownOrg })
    .check(z.trim(), z.minLength(1, DATA_LINK_MESSAGES.unknownOrg), z.maxLength(200)),
});

/** §3 data link contact: firstName, lastName, email required; phone, notes optional. */
export const dataLinkContactSchema = z.object({
  firstName: singleLineText({
    label: phrase('first name'),
    max: PERSON_NAME_MAX_LENGTH,
    required: DATA_LINK_MESSAGES.firstNameRequired,
  }),
  lastName: singleLineText({
    label: phrase('last name'),
    max: PERSON_NAME_MAX_LENGTH,
    required: DATA_LINK_MESSAGES.lastNameRequired,
  }),
  email: z
    .string({ error: DATA_LINK_MESSAGES.emailRequired })
    .check(z.trim(), z.email(DATA_LINK_MESSAGES.emailRequired), z.maxLength(254)),
  phone: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(30))), null),
  notes: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(2000))), null),
});
export type DataLinkContact = z.output<typeof dataLinkContactSchema>;
export type DataLinkContactInput = z.input<typeof dataLinkContactSchema>;

export const requestDataAccessSchema = z.object({ contact: dataLinkContactSchema });

/** What became of each row of the source in a sync (its report). */
export const SYNC_OUTCOMES = ['added', 'changed', 'unchanged', 'removed', 'skipped', 'not readable'] as const;
export const syncOutcomeSchema = z.enum(SYNC_OUTCOMES);
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;

export const syncReportEntrySchema = z.object({
  role: z.enum(['teacher', 'student', '']),
  sourcedId: z.string(),
  name: z.string(),
  outcome: syncOutcomeSchema,
  reason: z.string(),
});
export type SyncReportEntry = z.infer<typeof syncReportEntrySchema>;

/** What a sync did, per role (the SMART Tool's summary), and how many rows of each outcome its report lists. */
export const syncSummarySchema = z.object({
  at: isoDateTime,
  jobId: z.string(),
  teachers: z.nullable(z.object({ created: z.int(), matched: z.int(), deleted: z.int() })),
  students: z.nullable(z.object({ created: z.int(), matched: z.int(), deleted: z.int() })),
  report: z._default(z.record(z.string(), z.int()), {}),
});
export type SyncSummary = z.infer<typeof syncSummarySchema>;

export const dataLinkSchema = z.object({
  source: dataSourceSchema,
  dataId: z.string(),
  /** The school's name at the data source. */
  orgName: z.string(),
  state: dataLinkStateSchema,
  linkedAt: isoDateTime,
  contact: z.nullable(dataLinkContactSchema),
  requestedAt: z.nullable(isoDateTime),
  /** The sync running now, if any (its job). */
  syncJobId: z.nullable(z.string()),
  lastSync: z.nullable(syncSummarySchema),
});
export type DataLink = z.infer<typeof dataLinkSchema>;

/** The Data Link section: the school's link (null: none) and the data sources it could link to. */
export const dataLinkResponseSchema = z.object({
  dataLink: z.nullable(dataLinkSchema),
  sources: z.array(dataSourceSchema),
});
export type DataLinkResponse = z.infer<typeof dataLinkResponseSchema>;

export const syncResponseSchema = z.object({ job: jobSchema });
