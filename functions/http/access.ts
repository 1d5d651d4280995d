import type { PermissionCode } from '../../shared/permissions';
import { FAMILY_MESSAGES } from '../../shared/schemas/children-messages';
import type { JobKind } from '../../shared/schemas/jobs';
import type { UserPoolAction } from '../adapters/sign-in-directory/port';

export type { UserPoolAction } from '../adapters/sign-in-directory/port';

/**
 * Who may call a route. Public routes have no authorizer in API Gateway; every other kind needs a
 * verified Cognito token, and the kinds past signedIn are checked again against the profile.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  /** Signed in with an account that manages its own name and password: not a student or child account. */
  | { kind: 'ownAccount' }
  /**
   * Signed in through Google or Facebook with no profile yet (social registration): the token's
   * user has no portal account; a caller who has one is refused.
   */
  | { kind: 'newcomer' }
  /**
   * Any verified token, with a profile or without one yet (a first-time federated person); a
   * profile that is disabled or deleted is still refused.
   */
  | { kind: 'anyToken' }
  /** A home account of this role; others are told `refusal` (the general refusal when absent). */
  | { kind: 'homeRole'; homeRole: 'parent' | 'child'; refusal?: string }
  | {
      kind: 'teacher';
      /**
       * The path parameter that must name the caller's own user id: a teacher acting on their own
       * account (start-teacher-trial). Another id is refused with `refusal`. Staff start a
       * teacher's trials through their own route (admin-teachers, school.trial.update).
       */
      ownUser?: { param: string; refusal: string };
    }
  /**
   * Work on classes and students (school-and-family §6): a teacher of a school, or staff holding
   * school.manage for any school. Which classes, schools and students the caller reaches is
   * decided in functions/domain/classes/class-access.ts from the record's school (404 otherwise).
   * With `administrators`, only callers who may administer a school: a school admin, or staff
   * with school.manage. A teacher with no school is refused with `noSchool`.
   */
  | {
      kind: 'classWork';
      administrators: boolean;
      noSchool: string;
      /** With `administrators`: what a teacher who is not a school administrator is told (the generic refusal when null). */
      notAdministrator: string | null;
    }
  /** Anyone holding a staff role, for any context (log in as: the domain decides whom each may reach). */
  | { kind: 'anyStaff' }
  | {
      kind: 'staff';
      permission: PermissionCode;
      /** Another permission that admits the caller as well (the console's Apps tab: app integrations or translation). */
      orPermission?: PermissionCode;
      /**
       * The path (or query) parameter naming the context (a school id) the call acts on. A role granted for
       * one context then counts when the call names that context; without it only roles granted
       * everywhere count.
       */
      contextParam?: string;
    };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const OWN_ACCOUNT: Access = { kind: 'ownAccount' };
export const NEWCOMER: Access = { kind: 'newcomer' };
export const ANY_TOKEN: Access = { kind: 'anyToken' };
export const TEACHER: Access = { kind: 'teacher' };
/** Parents only (family management); anyone else is told so. */
export const PARENT: Access = { kind: 'homeRole', homeRole: 'parent', refusal: FAMILY_MESSAGES.onlyParents };
/** A teacher (or school admin) acting on their own user id, named by the path parameter `param`. */
export const teacherOnOwnAccount = (param: string, refusal: string): Access => ({
  kind: 'teacher',
  ownUser: { param, refusal },
});
/** Class work for teachers and school.manage staff (see the classWork kind); `administrators` narrows it to those who may administer a school. */
export const classWork = (
  noSchool: string,
  options: { administrators?: boolean; notAdministrator?: string } = {},
): Access => ({
  kind: 'classWork',
  administrators: options.administrators ?? false,
  noSchool,
  notAdministrator: options.notAdministrator ?? null,
});
export const ANY_STAFF: Access = { kind: 'anyStaff' };
export const staffWith = (permission: PermissionCode, options: { contextParam?: string } = {}): Access => ({
  kind: 'staff',
  permission,
  ...options,
});
/** Staff holding either permission, everywhere (a page two roles share, such as the console's app list). */
export const staffWithEither = (permission: PermissionCode, orPermission: PermissionCode): Access => ({
  kind: 'staff',
  permission,
  orPermission,
});

/**
 * SES v2 account calls a route may make (read the suppression list or sending metrics, take an
 * address off the list); CDK grants exactly these.
 */
export type SesAccountAction =
  | 'ses:ListSuppressedDestinations'
  | 'ses:GetSuppressedDestination'
  | 'ses:DeleteSuppressedDestination'
  | 'ses:BatchGetMetricData';

/**
 * EC2 calls of the Servers tab. DescribeInstances cannot be limited to resources (IAM allows only
 * '*' for it; the adapter filters on the tag); Start and Stop are granted only on instances that
 * carry the portal's server tag.
 */
export type ServerAction = 'ec2:DescribeInstances' | 'ec2:StartInstances' | 'ec2:StopInstances';

/** What AWS resources a route's function touches, for least-privilege grants. */
export interface ResourceUse {
  table?: 'read' | 'readwrite';
  userPool?: readonly UserPoolAction[];
  /** Sends mail through SES v2 (the mail port), from the stage's sender address only. */
  ses?: 'send';
  /** Grants teacher trials: the function is told the trial length (TEACHER_TRIAL_DAYS). */
  teacherTrials?: 'grant';
  /**
   * Managed accounts' passwords (functions/data/student-passwords.ts): 'write' seals them (KMS
   * Encrypt), 'read' opens them (KMS Decrypt), 'readwrite' both; always with the student's id as
   * encryption context. The function is told the key only then.
   */
  studentPasswords?: 'read' | 'write' | 'readwrite';
  /** Prints links to the site (login cards, home letters): the function is told the site's address (SITE_URL). */
  siteUrl?: 'links';
  /** Reads the mock school provider's private key (a Secrets Manager secret in AWS) to sign mock SAML responses. */
  mockSamlKey?: 'read';
  /**
   * Starts jobs of these kinds (ARCHITECTURE 'Jobs and progress'): the function may invoke only
   * those kinds' worker functions (functions/jobs/workers.ts), asynchronously, and is told their names.
   */
  jobs?: readonly JobKind[];
  /** Reads the data sources' files (OneRoster bundles): the bucket ROSTER_BUCKET, read only. */
  rosters?: 'read';
  /** Reads the SES account's suppression list or sending metrics, or takes an address off the list. */
  sesAccount?: readonly SesAccountAction[];
  /** Lists, starts or stops the tagged servers: the function is told the tag (SERVER_TAG). */
  servers?: readonly ServerAction[];
  /**
   * Exports in the exports bucket (EXPORTS_BUCKET): 'write' the files (a job), 'read' to sign
   * download links, 'remove' to delete one before its time (a deleted child's downloads).
   */
  exports?: 'read' | 'write' | 'remove';
  /** Calls the card provider (functions/adapters/payments): the function may read the provider's secret (STRIPE_SECRET_NAME). */
  payments?: true;
  /**
   * The portal as the SAML identity provider of apps: 'metadata' is told its certificate and the
   * site's address (IDP_CERTIFICATE, SITE_URL); 'sign' may also read its private key (IDP_KEY_SECRET).
   */
  appSignOn?: 'metadata' | 'sign';
  /**
   * Seals or opens launch tickets (functions/adapters/launch-ticket-key): the function may read the
   * key's secret (LAUNCH_TICKET_KEY_SECRET), which a stage has with app sign-on.
   */
  launchTickets?: true;
  /**
   * Makes the pairwise NameID an app is told of a person (functions/adapters/pairwise-id-key): the
   * function may read the key's secret (PAIRWISE_ID_KEY_SECRET), which a stage has with app sign-on.
   */
  pairwiseIds?: true;
  /**
   * Signs LTI id_tokens or publishes their keys (functions/adapters/lti-keys): the function may
   * read the platform key set's secret (LTI_KEY_SECRET), which a stage has with app sign-on.
   */
  ltiKeys?: true;
  /**
   * The prerendered public pages (functions/scheduled/prerender.ts): 'write' them (the site
   * bucket's `_prerendered/` and sitemap.xml, the KeyValueStore the edge reads, CloudFront
   * invalidations of the distribution; the function is told them and the site's address), or
   * 'request' a run after a save of what they show (SendMessage to the job's queue, PRERENDER_QUEUE_URL).
   */
  prerenderedPages?: 'write' | 'request';
}
