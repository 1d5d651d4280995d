import { DEFAULT_SIGN_ON_ATTRIBUTES, type SignOnAttribute } from '../../../../shared/schemas/app-launch';
import type { Service } from '../../../../shared/schemas/service';
import { readRosterRequestItems, type RosterRequestItems } from '../../../data/roster-requests';
import { getService } from '../../../data/services';
import {
  admitRosterToken,
  claimedRosterClient,
  knownAppOf,
  type RosterClient,
  type RosterScope,
} from '../auth/roster-client';
import { readAppSchools, rosterSchoolFrom, rosterSchoolsFrom, type AppSchools } from './roster-schools';
import type { RosterSchool } from './released-person';

/** A request the service will answer: its client, the schools it may read and what the app's registration releases. */
export interface RosterAdmission {
  client: RosterClient;
  /** In school order (so pages are stable); only the named school, when the path names one. */
  schools: RosterSchool[];
  registered: readonly SignOnAttribute[];
}

/** What an app's sharing is decided from, read beside the credential or after it. */
interface AppReads {
  service: Service | null;
  items: RosterRequestItems;
  /** The app's schools, for a request that names none. */
  appSchools: AppSchools | null;
}

/**
 * The app's sharing reads for a request: one BatchGet (with the credential's, when `clientId` is
 * given), and the app's schools' Queries beside it. The app's catalogue entry (a warm function's
 * copy, read again every 30 s) is read beside the BatchGet too, not before it: only the app's
 * schools' Queries wait for it.
 */
async function readApp(serviceId: string, schoolId: string | undefined, clientId?: string): Promise<AppReads> {
  const app = getService(serviceId);
  const [service, items, appSchools] = await Promise.all([
    app,
    readRosterRequestItems({ clientId, serviceId, schoolId }),
    schoolId === undefined ? app.then((found) => (found ? readAppSchools(found) : null)) : null,
  ]);
  return { service, items, appSchools };
}

/**
 * Admits a OneRoster request and reads what it may see (docs/internals.md 'OneRoster API'): the
 * token (or-auth: 401/403), then the schools the app may read now and what it is released
 * (or-sharing). The credential is read consistently on every request; a warm function that knows
 * the client's app (knownAppOf) reads the app's sharing in the same round trip (one BatchGet of
 * the credential, the app's registration and, for a path naming a school, that school's access,
 * switch and choices; the app's schools' Queries beside it), and nothing of it is used before the
 * token verifies. A request naming a school reads only that school: the others' records are never
 * in its answer. Nothing is counted here: the answer's write counts the request (countRosterRequest).
 */
export async function admitRosterRead(
  authorization: string | undefined,
  scope: RosterScope,
  schoolId: string | undefined,
  now: Date,
): Promise<RosterAdmission> {
  const { token, clientId } = claimedRosterClient(authorization);
  const knownApp = knownAppOf(clientId);
  const first = knownApp
    ? await readApp(knownApp, schoolId, clientId)
    : { items: await readRosterRequestItems({ clientId }), service: null, appSchools: null };
  const client = await admitRosterToken(token, first.items.credential, scope, now);
  const app = knownApp === client.serviceId ? first : await readApp(client.serviceId, schoolId);
  const schools =
    schoolId === undefined
      ? app.service && app.appSchools
        ? await rosterSchoolsFrom(app.service, app.appSchools, now)
        : []
      : [rosterSchoolFrom(app.service, schoolId, app.items.school, now)].filter(
          (school): school is RosterSchool => school !== null,
        );
  return { client, schools, registered: app.items.signOn?.attributes ?? DEFAULT_SIGN_ON_ATTRIBUTES };
}
