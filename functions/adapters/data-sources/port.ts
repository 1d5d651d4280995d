import type { DataSource, DataSourceOrg } from '../../../shared/schemas/data-link';

/** A person of a school's roster, by the data source's own id. */
export interface RosterPerson {
  sourcedId: string;
  givenName: string;
  familyName: string;
  /** A student's Student ID (OneRoster `identifier`), or null. */
  identifier: string | null;
  email: string | null;
  /** The classes (by sourcedId) they are enrolled in. */
  classIds: string[];
}

export interface RosterClass {
  sourcedId: string;
  title: string;
}

/** A row of the source the sync leaves out, and why (the sync's report lists it). */
export interface RosterIssue {
  file: string;
  sourcedId: string;
  name: string;
  outcome: 'skipped' | 'not readable';
  reason: string;
}

/** One school's roster as the data source holds it now: what a sync makes the portal's school match. */
export interface Roster {
  orgId: string;
  orgName: string;
  students: RosterPerson[];
  teachers: RosterPerson[];
  classes: RosterClass[];
  /** Rows left out, with the reason. */
  issues: RosterIssue[];
}

/**
 * A data source (staff-console §3): its schools (the directory staff link a portal school to), the
 * access each school's data needs, and a school's roster once access is granted.
 */
export interface DataSourceProvider {
  readonly source: DataSource;
  /** Schools of the given postcode whose name words begin with the name's words (when given). */
  searchOrgs(query: { postcode: string; name: string | null }): Promise<DataSourceOrg[]>;
  findOrg(orgId: string): Promise<DataSourceOrg | null>;
  /** Whether the school's data may be read now, given when access was requested. */
  accessGranted(orgId: string, requestedAt: Date, now: Date): Promise<boolean>;
  readRoster(orgId: string): Promise<Roster>;
}

/** Thrown when a school's data cannot be read (no bundle, a malformed file): the sync stops and says so. */
export class RosterUnavailableError extends Error {}

const MAX_ORGS = 50;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The directory search every provider shares: the postcode in full (spaces ignored), then every name word as a word's beginning. */
export function searchDirectory(
  directory: readonly DataSourceOrg[],
  query: { postcode: string; name: string | null },
): DataSourceOrg[] {
  const postcode = query.postcode.replace(/\s+/g, '').toLowerCase();
  const wanted = query.name ? words(query.name) : [];
  return directory
    .filter((org) => (org.postcode ?? '').replace(/\s+/g, '').toLowerCase() === postcode)
    .filter((org) => {
      const have = words(org.name);
      return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, MAX_ORGS);
}
