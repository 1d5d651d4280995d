import { actAsGrantResponseSchema } from '../../schemas/acting-as';
import {
  childAppSharingBodySchema,
  childAppSharingListResponseSchema,
  childAppSharingParamsSchema,
  childAppSharingResponseSchema,
} from '../../schemas/app-sharing';
import {
  childAuditQuerySchema,
  childAuditResponseSchema,
  childCreateSchema,
  childIdParamsSchema,
  childIdsSchema,
  childPasswordRevealResponseSchema,
  childPasswordSchema,
  childrenDeletedResponseSchema,
  childrenListResponseSchema,
  childResponseSchema,
  homeMigrationResponseSchema,
  homeMigrationSchema,
} from '../../schemas/children';
import { jobResponseSchema } from '../../schemas/jobs';
import { personRecordResponseSchema } from '../../schemas/privacy';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * A parent's child accounts (school-and-family §2 My Child Accounts, §5, §8; ARCHITECTURE
 * 'Managed accounts' passwords', 'Acting as another user'). Parents only; another parent's child
 * answers 404 'This child account was not found.' and changes nothing. The home migration, which
 * makes a personal account a family, is here too (its path is the account's own).
 */
export const childrenEndpoints = defineEndpoints('children', {
  listChildren: defineEndpoint({
    method: 'GET',
    path: '/api/children',
    summary:
      "My Child Accounts: the parent's children with username, names, subscriptions and last sign-in. No kept password: showing one is its own call, recorded.",
    response: childrenListResponseSchema,
    retry: 'safe',
  }),
  createChild: defineEndpoint({
    method: 'POST',
    path: '/api/children',
    summary:
      "'Create a new child account': a child account with a unique username from the first name, a readable passphrase (kept encrypted) and the parent's last name.",
    body: childCreateSchema,
    response: childResponseSchema,
    successStatus: 201,
  }),
  setChildPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/children/{childId}/password',
    summary:
      'The double-clicked password cell: a new password for the child (the password rule), set on the account, kept encrypted and audited.',
    params: childIdParamsSchema,
    body: childPasswordSchema,
    response: childResponseSchema,
  }),
  revealChildPassword: defineEndpoint({
    method: 'POST',
    path: '/api/children/{childId}/password/reveal',
    summary:
      "Show on a child's password: the kept passphrase (null when none is kept), answered only after the showing is written to the child's history ('Password shown'). Loading the list shows none.",
    params: childIdParamsSchema,
    response: childPasswordRevealResponseSchema,
  }),
  regenerateChildUsername: defineEndpoint({
    method: 'POST',
    path: '/api/children/{childId}/regenerate-username',
    summary:
      "Regenerate Username: a new unique username from the child's first name; 409 'The username already matches the child's first name.' when it already does.",
    params: childIdParamsSchema,
    response: childResponseSchema,
  }),
  deleteChildren: defineEndpoint({
    method: 'POST',
    path: '/api/children/delete',
    summary:
      'Delete Child Account: all of the chosen children or none (another parent’s id: 404, nothing deleted). Removes each child’s account, subscriptions, services, kept password and sign-in history; audited.',
    body: childIdsSchema,
    response: childrenDeletedResponseSchema,
  }),
  listChildAudit: defineEndpoint({
    method: 'GET',
    path: '/api/children/{childId}/audit',
    summary:
      "The child's audit trail, newest first: sign-ins as the child, password showings and changes, username changes; the same thing done by the same person in a row is one entry with how many times.",
    params: childIdParamsSchema,
    query: childAuditQuerySchema,
    response: childAuditResponseSchema,
    retry: 'safe',
  }),
  getChildData: defineEndpoint({
    method: 'GET',
    path: '/api/children/{childId}/data',
    summary:
      "The child's data page: everything the portal holds about the child (profile, sign-in methods, subscriptions, activation codes, sign-ins, classes), who did what to the account, and which apps received which attributes and when. The parent's own children only; refused while acting as another account.",
    params: childIdParamsSchema,
    response: personRecordResponseSchema,
    retry: 'safe',
  }),
  startChildDataExport: defineEndpoint({
    method: 'POST',
    path: '/api/children/{childId}/data-export',
    summary:
      "'Download {name}'s data': starts a job that writes the child's data as a ZIP (a JSON file per kind of record, a CSV per list, README.txt), offered on Jobs as other exports are. Audited; staff logged in as the parent are refused, and that is audited too.",
    params: childIdParamsSchema,
    response: jobResponseSchema,
    successStatus: 202,
  }),
  startActingAsChild: defineEndpoint({
    method: 'POST',
    path: '/api/children/{childId}/act-as',
    summary:
      "Login To Child: a short-lived grant to act as the child (sent as X-Act-As beside the parent's token), bound to the parent's sign-in session (X-Act-As-Session), checked on every call and audited. The secret is answered once.",
    params: childIdParamsSchema,
    response: actAsGrantResponseSchema,
    successStatus: 201,
    actorSession: true,
  }),
  listChildAppSharing: defineEndpoint({
    method: 'GET',
    path: '/api/children/{childId}/app-sharing',
    summary:
      "Apps and sharing: each app the child can open (and any the parent chose for), with what it receives at sign-on now, the parent's name-sharing choice and whether it is blocked. Not while staff are logged in as the parent (403).",
    params: childIdParamsSchema,
    response: childAppSharingListResponseSchema,
    retry: 'safe',
  }),
  setChildAppSharing: defineEndpoint({
    method: 'PUT',
    path: '/api/children/{childId}/app-sharing/{serviceId}',
    summary:
      "The parent's choice for one app of the child: nameSharing 'default' (as registered), 'firstName' (no last initial, last name, username or e-mail) or 'none' (only the NameID), and blocked (a launch is refused). Applies at the next launch; each change audited. 404 for an app the portal does not open by sign-on.",
    params: childAppSharingParamsSchema,
    body: childAppSharingBodySchema,
    response: childAppSharingResponseSchema,
    retry: 'safe',
  }),
  migrateToFamily: defineEndpoint({
    method: 'POST',
    path: '/api/me/home-migration',
    summary:
      "Add Child Account on a personal account: it becomes a parent account (the names given) with a new child account; with moveSubscriptions its own subscriptions and trials move to the child. 403 for any other account; 'Please provide a name for the child account.' without a child name.",
    body: homeMigrationSchema,
    response: homeMigrationResponseSchema,
  }),
});
