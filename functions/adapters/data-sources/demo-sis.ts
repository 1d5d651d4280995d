import type { DataSourceOrg } from '../../../shared/schemas/data-link';
import {
  RosterUnavailableError,
  searchDirectory,
  type DataSourceProvider,
  type Roster,
  type RosterPerson,
} from './port';

/** How long the Demo SIS takes to approve a request for a school's data: the pending state can be seen, then it turns approved. */
export const DEMO_SIS_APPROVAL_SECONDS = 10;

const DIRECTORY: readonly DataSourceOrg[] = [
  {
    id: 'demo-sis-hillside',
    name: 'Hillside Primary School',
    address: '3 Hill Street',
    city: 'Sydney',
    postcode: '2000',
    country: 'Australia',
  },
  {
    id: 'demo-sis-bayview',
    name: 'Bayview College',
    address: '88 Bay Road',
    city: 'Melbourne',
    postcode: '3000',
    country: 'Australia',
  },
];

const GIVEN = ['Ada', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gia', 'Hugo', 'Isla', 'Jack', 'Kai', 'Lily'];
const FAMILY = ['Adams', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fox', 'Gupta', 'Hall'];

/** A school's roster, the same every time: two classes with a teacher each and twelve students each. */
function rosterFor(org: DataSourceOrg): Roster {
  const classes = ['5H', '6H'].map((title) => ({ sourcedId: `${org.id}-class-${title}`, title }));
  const teachers: RosterPerson[] = classes.map((group, index) => ({
    sourcedId: `${org.id}-teacher-${index + 1}`,
    givenName: ['Harriet', 'Omar'][index] ?? 'Teacher',
    familyName: ['Hill', 'Bay'][index] ?? 'Demo',
    identifier: null,
    email: `teacher${index + 1}@${org.id}.example`,
    classIds: [group.sourcedId],
  }));
  const students: RosterPerson[] = classes.flatMap((group, classIndex) =>
    GIVEN.map((givenName, index) => ({
      sourcedId: `${org.id}-student-${classIndex}-${index}`,
      givenName,
      familyName: FAMILY[(index + classIndex * 3) % FAMILY.length] ?? 'Demo',
      identifier: `DS${classIndex}${String(index).padStart(3, '0')}`,
      email: null,
      classIds: [group.sourcedId],
    })),
  );
  return { orgId: org.id, orgName: org.name, students, teachers, classes, issues: [] };
}

/** The Demo SIS: a small school information system of its own, so linking, approval and sync can be tried without any outside system. */
export function demoSisProvider(): DataSourceProvider {
  const find = (orgId: string) => DIRECTORY.find((org) => org.id === orgId) ?? null;
  return {
    source: {
      id: 'demo-sis',
      name: 'Demo SIS',
      description: 'A demonstration school information system; it approves a request for data after a few seconds',
    },
    searchOrgs: async (query) => searchDirectory(DIRECTORY, query),
    findOrg: async (orgId) => find(orgId),
    accessGranted: async (orgId, requestedAt, now) =>
      find(orgId) !== null && now.getTime() - requestedAt.getTime() >= DEMO_SIS_APPROVAL_SECONDS * 1000,
    async readRoster(orgId) {
      const org = find(orgId);
      if (!org) throw new RosterUnavailableError(`The Demo SIS has no school ${orgId}`);
      return rosterFor(org);
    },
  };
}
