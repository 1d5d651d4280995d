import type { Endpoint } from '../endpoint';
import { actingAsEndpoints } from './acting-as';
import { adminSchoolsEndpoints } from './admin-schools';
import { adminServicesEndpoints } from './admin-services';
import { adminTeachersEndpoints } from './admin-teachers';
import { schoolMergeEndpoints } from './school-merge';
import { dataLinkEndpoints } from './data-link';
import { ltiEndpoints } from './lti';
import { ltiNrpsEndpoints } from './lti-nrps';
import { emailToolsEndpoints } from './email-tools';
import { serversEndpoints } from './servers';
import { statsReportsEndpoints } from './stats-reports';
import { userChecksEndpoints } from './user-checks';
import { adminUsersEndpoints } from './admin-users';
import { appLaunchEndpoints } from './app-launch';
import { appUsageEndpoints } from './app-usage';
import { auditLogEndpoints } from './audit-log';
import { dataSharingEndpoints } from './data-sharing';
import { onerosterEndpoints } from './oneroster';
import { onerosterAuthEndpoints } from './oneroster-auth';
import { authEndpoints } from './auth';
import { childrenEndpoints } from './children';
import { classesEndpoints } from './classes';
import { contactEndpoints } from './contact';
import { contentEndpoints } from './content';
import { countriesEndpoints } from './countries';
import { diagnosticsEndpoints } from './diagnostics';
import { libraryEndpoints } from './library';
import { meEndpoints } from './me';
import { passwordEndpoints } from './password';
import { paymentsEndpoints } from './payments';
import { samlEndpoints } from './saml';
import { samlImportsEndpoints } from './saml-imports';
import { schoolGrantsEndpoints } from './school-grants';
import { schoolSettingsEndpoints } from './school-settings';
import { schoolsEndpoints } from './schools';
import { sessionEndpoints } from './session';
import { staffRolesEndpoints } from './staff-roles';
import { studentDocumentsEndpoints } from './student-documents';
import { studentsEndpoints } from './students';
import { subscriptionsEndpoints } from './subscriptions';
import { jobsEndpoints } from './jobs';
import { studentImportEndpoints } from './student-import';
import { systemEndpoints } from './system';
import { teachersEndpoints } from './teachers';
import { vouchersEndpoints } from './vouchers';

/**
 * Every area's contract in one object, for the route table, the OpenAPI document and the tests.
 * The SPA and each handler import their own area's file instead, so a bundle carries only the
 * contracts it calls.
 */
export const endpoints = joinAreas(
  systemEndpoints,
  libraryEndpoints,
  countriesEndpoints,
  authEndpoints,
  sessionEndpoints,
  meEndpoints,
  passwordEndpoints,
  samlEndpoints,
  contactEndpoints,
  contentEndpoints,
  diagnosticsEndpoints,
  schoolsEndpoints,
  classesEndpoints,
  studentsEndpoints,
  studentDocumentsEndpoints,
  samlImportsEndpoints,
  schoolSettingsEndpoints,
  teachersEndpoints,
  jobsEndpoints,
  studentImportEndpoints,
  childrenEndpoints,
  actingAsEndpoints,
  subscriptionsEndpoints,
  paymentsEndpoints,
  vouchersEndpoints,
  staffRolesEndpoints,
  adminSchoolsEndpoints,
  schoolGrantsEndpoints,
  adminTeachersEndpoints,
  schoolMergeEndpoints,
  dataLinkEndpoints,
  emailToolsEndpoints,
  serversEndpoints,
  statsReportsEndpoints,
  userChecksEndpoints,
  adminUsersEndpoints,
  appLaunchEndpoints,
  appUsageEndpoints,
  auditLogEndpoints,
  dataSharingEndpoints,
  ltiEndpoints,
  ltiNrpsEndpoints,
  onerosterEndpoints,
  adminServicesEndpoints,
  onerosterAuthEndpoints,
);

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
type SharedKeys<Areas extends readonly object[]> = {
  [I in keyof Areas]: { [J in keyof Areas]: J extends I ? never : keyof Areas[I] & keyof Areas[J] }[number];
}[number];

/**
 * Joins the areas' contracts. An id in two areas is a type error here (the call's arguments turn
 * to `never`) and an error when the module loads, so one endpoint can never shadow another.
 */
export function joinAreas<const Areas extends readonly Record<string, Endpoint>[]>(
  ...areas: SharedKeys<Areas> extends never ? Areas : never
): UnionToIntersection<Areas[number]> {
  const joined: Record<string, Endpoint> = {};
  for (const area of areas) {
    for (const [id, endpoint] of Object.entries(area)) {
      const earlier = joined[id];
      if (earlier)
        throw new Error(`Endpoint id ${id} is in both the ${earlier.area} and the ${endpoint.area} contracts`);
      joined[id] = endpoint;
    }
  }
  return joined as UnionToIntersection<Areas[number]>;
}
