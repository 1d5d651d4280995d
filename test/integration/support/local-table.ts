import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { functionEnvironment } from '../../../bin/local-stack';
import type { SessionUser } from '../../../shared/schemas/user';
import { aUser } from '../../unit/rules/fixtures';
import { portal } from './portal-client';

/**
 * Points the data layer in this test process at the run's DynamoDB Local, with the variables
 * bin/local-stack.ts gives the handlers (and the run's roster folder). Call it before the first data-layer call.
 */
export function useLocalTable(): void {
  Object.assign(process.env, functionEnvironment(portal()), { ROSTER_DIR: inject('rosterDir') });
}

/** A profile with a fresh id, for tests that write users straight to the table. */
export function profile(fields: Partial<SessionUser> = {}): SessionUser {
  const id = randomUUID();
  return aUser({
    id,
    username: `user-${id.slice(0, 8)}`,
    email: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...fields,
  });
}
