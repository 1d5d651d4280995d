import { randomUUID } from 'node:crypto';
import type { School, SchoolCreateRequest } from '../../shared/schemas/schools';

/** A word no other test's school has, so each test reads only its own schools. */
export function uniqueWord(): string {
  return `w${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

export function aSchool(fields: Partial<School> = {}): School {
  const id = randomUUID();
  return {
    id,
    name: `Test School ${id.slice(0, 6)}`,
    address: '1 Test Road',
    city: 'Testville',
    postcode: '9999',
    phone: '02 5550 0000',
    countryId: 'AU',
    stateId: 'AU-NSW',
    code: `T${id.slice(0, 8)}`,
    competitive: false,
    studentNamesInReports: 'initials',
    demo: false,
    hidden: false,
    vetted: true,
    identified: true,
    marketingBlockExpiry: null,
    trialLockEnd: null,
    email: null,
    flagReason: null,
    flaggedAt: null,
    flaggedBy: null,
    administrators: [],
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

/** The Create a New School form, filled in for a school no other test has. */
export function aCreateBody(fields: Partial<SchoolCreateRequest> = {}): SchoolCreateRequest {
  return {
    name: `${uniqueWord()} Valley Public School`,
    address: '5 Gum Tree Avenue',
    city: 'Parramatta',
    postcode: '2150',
    phone: '02 9630 0000',
    countryId: 'AU',
    stateId: 'AU-NSW',
    declaration: true,
    ...fields,
  };
}
