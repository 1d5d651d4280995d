import type { ServiceSignOn } from '../../shared/schemas/app-launch';
import type { SchoolService } from '../../shared/schemas/school-access';
import { apiCredentials, type ApiCredentialRecord } from './api-credentials';
import { sendBatchGet } from './batch-write';
import type { KeyPair } from './entity';
import { rosterReleases, rosterSwitches, type RosterRelease, type RosterSwitch } from './roster-sharing';
import { schoolServices } from './school-services';
import { serviceSignOns } from './service-sign-ons';

/** What a OneRoster request names before anything is read: its client, the app (when known) and the school (when the path names one). */
export interface RosterRequestKeys {
  clientId?: string;
  serviceId?: string;
  schoolId?: string;
}

/** The items of a OneRoster request's first read; each null when absent or not asked for. */
export interface RosterRequestItems {
  credential: ApiCredentialRecord | null;
  signOn: ServiceSignOn | null;
  /** The named school's access to the app, its switch for the app and its choices (with both a school and an app). */
  school: { access: SchoolService | null; switched: RosterSwitch | null; release: RosterRelease | null } | null;
}

const same = (a: KeyPair) => (item: Record<string, unknown>) => item['pk'] === a.pk && item['sk'] === a.sk;

/**
 * The single items a OneRoster request needs, in one consistent BatchGetItem ('API credential by
 * client id', 'An app's sign-on registration', a school's access, switch and choices in
 * table-design.ts): the credential (consistent, so a revocation or rotation holds from the next
 * request on), the app's registration and, for a path that names a school, what decides whether
 * the app may read it. One round trip where they were four one after the other.
 */
export async function readRosterRequestItems(keys: RosterRequestKeys): Promise<RosterRequestItems> {
  const { clientId, serviceId, schoolId } = keys;
  const credentialKey = clientId === undefined ? null : apiCredentials.keyOf({ clientId });
  const signOnKey = serviceId === undefined ? null : serviceSignOns.keyOf({ serviceId });
  const schoolKeys =
    serviceId === undefined || schoolId === undefined
      ? null
      : {
          access: schoolServices.keyOf({ schoolId, serviceId }),
          switched: rosterSwitches.keyOf({ schoolId, serviceId }),
          release: rosterReleases.keyOf({ schoolId }),
        };
  const wanted = [credentialKey, signOnKey, ...(schoolKeys ? Object.values(schoolKeys) : [])].filter(
    (key): key is KeyPair => key !== null,
  );
  const items = wanted.length > 0 ? await sendBatchGet(wanted, { consistent: true }) : [];
  const found = (key: KeyPair | null) => (key ? (items.find(same(key)) ?? null) : null);
  const credential = found(credentialKey);
  const signOn = found(signOnKey);
  const parsedSignOn = signOn ? serviceSignOns.fromItem(signOn) : null;
  const schoolItem = <T>(key: KeyPair, parse: (item: Record<string, unknown>) => T): T | null => {
    const item = found(key);
    return item ? parse(item) : null;
  };
  return {
    credential: credential ? apiCredentials.fromItem(credential) : null,
    signOn: parsedSignOn ? (({ serviceId: _serviceId, ...rest }) => rest)(parsedSignOn) : null,
    school: schoolKeys
      ? {
          access: schoolItem(schoolKeys.access, schoolServices.fromItem),
          switched: schoolItem(schoolKeys.switched, rosterSwitches.fromItem),
          release: schoolItem(schoolKeys.release, rosterReleases.fromItem),
        }
      : null,
  };
}
