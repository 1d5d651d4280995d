/**
 * How long each kind of record the table holds is kept, and what deletes it: the source of
 * docs/privacy.md's table (a test holds the two together, and fails when an entity is declared
 * without an entry here). Periods are the code's own constants, named beside each entry.
 */
export interface Retention {
  /** What the record is, in plain words. */
  what: string;
  /** For how long it is kept. */
  kept: string;
  /** What deletes it. */
  deletedBy: string;
}

const WITH_ACCOUNT =
  "the account's erasure (everything it owned goes): at once for a child its parent deletes, 33 days after the deletion for any other account (ERASE_DELETED_AFTER_DAYS)";
const WITH_CLASS = "the class's deletion";
const WITH_SCHOOL = 'no TTL or job: kept with the school (a merge moves it to the school kept)';
const BY_STAFF = 'no TTL or job: kept until staff change it in the console';
const TTL = 'DynamoDB TTL';

export const RETENTION: Readonly<Record<string, Retention>> = {
  user: {
    what: "an account's profile (names, e-mail, school, roles, sign-in counts)",
    kept: 'while the account exists; a deleted account is marked deleted until it is erased: a child at once, any other account 33 days after its deletion (ERASE_DELETED_AFTER_DAYS, as long as an import can undo it)',
    deletedBy:
      "the account's erasure (the profile goes last): by the parent deleting a child, else by the daily erasure of deleted accounts",
  },
  username: {
    what: 'a username claim pointing at its account',
    kept: 'always: a deleted username stays taken',
    deletedBy: "not deleted; an erased account's claims no longer say whose they were",
  },
  'user-service': { what: "a person's access to an app", kept: 'while the account exists', deletedBy: WITH_ACCOUNT },
  'user-subscription': {
    what: "a person's card subscription (plan, state, dates)",
    kept: 'while the account exists',
    deletedBy: WITH_ACCOUNT,
  },
  'user-subscription-lookup': {
    what: "a subscription's id and Stripe's id, pointing at its owner",
    kept: 'for as long as the subscription record',
    deletedBy:
      "the account's erasure: at once for a child its parent deletes, 33 days after the deletion for any other account",
  },
  'payment-customer': {
    what: "a person's customer id at Stripe",
    kept: 'while the account exists',
    deletedBy: WITH_ACCOUNT,
  },
  'child-link': { what: 'a parent-child link', kept: 'while both accounts exist', deletedBy: 'deleting the child' },
  'student-password': {
    what: "a student's or child's kept password, sealed with KMS",
    kept: 'while the account exists',
    deletedBy: WITH_ACCOUNT,
  },
  'teacher-trial': { what: "a teacher's trial of an app", kept: 'while the account exists', deletedBy: WITH_ACCOUNT },
  'app-sharing': {
    what: "a parent's choice for one app of their child: how much of the child's name it is told, and whether it is blocked",
    kept: 'while the child account exists',
    deletedBy: WITH_ACCOUNT,
  },
  'sign-in-event': {
    what: 'one successful sign-in (time)',
    kept: '400 days from the sign-in (SIGN_IN_EVENT_RETENTION_DAYS)',
    deletedBy: `${TTL}, or ${WITH_ACCOUNT}`,
  },
  'app-launch': {
    what: 'one app launch: who, as whom, which app, which attributes were released, when',
    kept: '400 days from the launch (LAUNCH_EVENT_RETENTION_DAYS)',
    deletedBy: `${TTL}, or ${WITH_ACCOUNT}`,
  },
  'api-credential': {
    what: "an app's API credentials for the OneRoster API: client id, the secret's hash (never the secret), scopes, who issued, rotated or revoked them and when, last token",
    kept: 'while the app is in the catalogue; a revoked one too, as the record of who revoked it',
    deletedBy: 'nothing: staff revoke credentials, they do not delete them',
  },
  'app-use': {
    what: "a person's use of one app (last opened, how often, for which school)",
    kept: 'while the account exists',
    deletedBy: WITH_ACCOUNT,
  },
  'saml-account': {
    what: "a link between an account and a school system's person (NameID)",
    kept: 'while linked',
    deletedBy: `unlinking, or ${WITH_ACCOUNT}`,
  },
  'saml-name-id': {
    what: "a school system's NameID pointing at its account",
    kept: 'while linked',
    deletedBy: "unlinking (with the link, in one transaction), or the account's erasure",
  },
  'saml-last-error': {
    what: "a person's last school sign-on error",
    kept: '24 hours (SAML_LAST_ERROR_LIFETIME_MS)',
    deletedBy: TTL,
  },
  'saml-link-ticket': {
    what: 'a one-time ticket linking a school sign-on to an account (hash only)',
    kept: '15 minutes (SAML_LINK_TICKET_LIFETIME_MS)',
    deletedBy: TTL,
  },
  'saml-response-use': {
    what: 'a school system assertion already used (replay guard)',
    kept: 'until the assertion expires',
    deletedBy: TTL,
  },
  'password-reset': {
    what: 'an outstanding password reset (token hash)',
    kept: '1 hour (RESET_TOKEN_LIFETIME_MS)',
    deletedBy: `${TTL}, or using it`,
  },
  'acting-as-grant': {
    what: 'a grant to act as another account (a parent as a child, staff log in as; hash only)',
    kept: 'a day after it expires (a grant lasts at most 60 minutes)',
    deletedBy: `${TTL}, or the erasure of the account it names`,
  },
  'acting-as-subject': {
    what: "a grant's line under the account it acts as (hash only), so deleting a child finds its grants",
    kept: 'as long as its grant',
    deletedBy: `${TTL}, or ${WITH_ACCOUNT}`,
  },
  'account-erasure': {
    what: 'a deleted account waiting to be erased (its id, when it was deleted, when it falls due)',
    kept: '33 days from the deletion (ERASE_DELETED_AFTER_DAYS), until the daily erasure erases the account',
    deletedBy:
      "the account's erasure (with the profile, last); for an account an import's undo brought back, the daily erasure when it falls due",
  },
  'erased-account': {
    what: "an erased account's marker, keyed by a hash of its id: who erased it (a child's parent, or the daily erasure), when",
    kept: '30 days (ERASED_MARKER_LIFETIME_DAYS), the longest a token of the account could be presented',
    deletedBy: TTL,
  },
  'launch-ticket-use': {
    what: 'that a one-time ticket opening an app was used (its random id only; the ticket itself is not stored)',
    kept: "ten minutes past the ticket's expiry of 60 seconds (LAUNCH_TICKET_LIFETIME_MS, KEPT_AFTER_EXPIRY_MS)",
    deletedBy: TTL,
  },
  'sign-on-request': {
    what: "an app's SAML sign-in request waiting for the person to sign in",
    kept: '15 minutes (SIGN_ON_REQUEST_LIFETIME_MS)',
    deletedBy: TTL,
  },
  'sign-on-request-id': {
    what: "an app's request id, so one request is answered once",
    kept: 'until the request could no longer be answered',
    deletedBy: TTL,
  },
  'login-card': {
    what: "a login card's token (hash) for one student",
    kept: '400 days (LOGIN_CARD_LIFETIME_MS), or until the class voids its cards',
    deletedBy: TTL,
  },
  'login-card-generation': {
    what: "a class's current login-card generation",
    kept: 'while the class exists',
    deletedBy: WITH_CLASS,
  },
  'class-group': { what: 'a class (name, code, school)', kept: 'while the class exists', deletedBy: WITH_CLASS },
  'class-name': {
    what: "a class name's claim in its school (one class of a name per school)",
    kept: 'while the class has the name',
    deletedBy: `renaming the class, or ${WITH_CLASS}`,
  },
  'student-id': {
    what: "a Student ID's claim in its school, naming the student who holds it (one student of an ID per school)",
    kept: 'while the student holds the ID; one left by a move or a deletion until the next student given the ID takes it over',
    deletedBy: "giving the student another ID, or the account's erasure",
  },
  'class-code': { what: 'a class code pointing at its class', kept: 'while the class exists', deletedBy: WITH_CLASS },
  'class-teacher': {
    what: "a teacher's place in a class",
    kept: 'while the teacher teaches the class',
    deletedBy: `leaving or removal, deleting the teacher, or ${WITH_CLASS}`,
  },
  'class-member': {
    what: "a student's place in a class",
    kept: 'while the student is in the class',
    deletedBy: `moving or removal, deleting the student, or ${WITH_CLASS}`,
  },
  'student-import': {
    what: 'a SMART Tool import (its summary, for the history and undo)',
    kept: '33 days (IMPORT_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'student-import-chunk': {
    what: "an import's plan, restore point and after-state (students' names and ids)",
    kept: '33 days (IMPORT_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'student-import-creation': {
    what: 'an account an import created',
    kept: '33 days (IMPORT_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'student-import-request': {
    what: "an import's request id (idempotent apply)",
    kept: '33 days (IMPORT_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'student-import-lock': {
    what: "a school's running import",
    kept: 'while the import runs',
    deletedBy: 'the import ending',
  },
  job: {
    what: 'a job and its progress (who started it, counts, messages)',
    kept: '40 days (JOB_RETENTION_DAYS)',
    deletedBy: `${TTL}, or the erasure of the account that ran it (its file too)`,
  },
  'teacher-import-row': {
    what: 'the account a teacher import made for one row of its file, and whether it was audited and mailed',
    kept: '40 days, as its job (JOB_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'school-merge-lock': {
    what: 'a school held by a running merge',
    kept: 'while the merge runs',
    deletedBy: 'the merge ending',
  },
  'school-merge-plan': { what: 'what a merge moves', kept: '40 days', deletedBy: TTL },
  'school-merge-plan-part': {
    what: "a part of a merge's plan too large for one item (a school of thousands of members)",
    kept: '40 days, as its plan',
    deletedBy: TTL,
  },
  'data-link': {
    what: "a school's data link (state, contact, last sync)",
    kept: 'while the school is linked',
    deletedBy: 'unlinking the school',
  },
  'data-link-claim': {
    what: "a data source's school, linked once",
    kept: 'while the school is linked',
    deletedBy: 'unlinking the school',
  },
  'data-link-synced': {
    what: 'which account each person of the data source became',
    kept: 'while the school is linked',
    deletedBy: 'unlinking the school',
  },
  'data-link-sync-report': { what: "a sync's report", kept: '40 days', deletedBy: TTL },
  'audit-event': {
    what: 'who did what to whom, when (the audit trail)',
    kept: "730 days by default (the auditRetentionDays setting); a deleted child's names are taken out, its id stays",
    deletedBy: TTL,
  },
  'audit-subject-part': {
    what: 'the ids an audit event concerns beyond the first 100 its item names, in parts',
    kept: '730 days by default (the auditRetentionDays setting), as its event',
    deletedBy: TTL,
  },
  'audit-subject': {
    what: "an audit event's line under each account or school it concerns",
    kept: '730 days by default (the auditRetentionDays setting)',
    deletedBy: TTL,
  },
  'debug-message': {
    what: 'an error report from a browser, scrubbed of personal data',
    kept: '30 days (DEBUG_MESSAGE_LIFETIME_MS)',
    deletedBy: TTL,
  },
  'contact-message': {
    what: 'a Contact Us message (name, e-mail, message)',
    kept: '365 days from its arrival (CONTACT_MESSAGE_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'quote-request': {
    what: "a school's request for a quote (who asked, what)",
    kept: 'while the school exists',
    deletedBy: WITH_SCHOOL,
  },
  'home-quote-request': {
    what: "a personal or parent account's request for a quote (who asked, what)",
    kept: 'while the account exists',
    deletedBy: WITH_ACCOUNT,
  },
  'webhook-event': {
    what: 'a Stripe event already applied (its id and type)',
    kept: '30 days',
    deletedBy: TTL,
  },
  school: { what: 'a school', kept: 'while the school exists', deletedBy: WITH_SCHOOL },
  'school-code': { what: "a school's reference number claim", kept: 'while the school exists', deletedBy: WITH_SCHOOL },
  'school-identity': {
    what: "a school's name and place claim (one school once)",
    kept: 'while the school exists',
    deletedBy: WITH_SCHOOL,
  },
  'school-search-term': {
    what: "a search term of a school's name, town or postcode",
    kept: 'while the school exists',
    deletedBy: `renaming the school, or ${WITH_SCHOOL}`,
  },
  'school-service': { what: "a school's access to an app", kept: 'while the school has it', deletedBy: BY_STAFF },
  'roster-switch': {
    what: "a school's roster sharing switch for one app (on or off, who turned it, when)",
    kept: 'while the school exists',
    deletedBy: "no TTL or job: kept with the school (a merge keeps the kept school's own)",
  },
  'roster-release': {
    what: 'whether a school shares e-mail addresses and Student IDs with the apps that read its roster',
    kept: 'while the school exists',
    deletedBy: "no TTL or job: kept with the school (a merge keeps the kept school's own)",
  },
  'lti-assertion-use': {
    what: "that an LTI tool's client assertion (its jti) was used for a token: the tool's client_id, the jti, when (no person's data)",
    kept: 'until the assertion expires, at most an hour and a minute (LONGEST_ASSERTION_S)',
    deletedBy: TTL,
  },
  'lti-service-token': {
    what: "an access token an LTI tool got for the Names and Role service: the token's hash (never the token), the tool, the scopes, when it was issued and ends (no person's data)",
    kept: 'an hour (LTI_SERVICE_TOKEN_SECONDS)',
    deletedBy: TTL,
  },
  'lti-tool': {
    what: "an app's LTI 1.3 tool registration: its login and launch addresses, public keys, custom parameters, client_id and deployments (no person's data)",
    kept: 'while the app is an LTI tool',
    deletedBy: BY_STAFF,
  },
  'lti-client-id': {
    what: "an LTI client_id's claim, pointing at its tool (no person's data)",
    kept: 'while the tool is registered with that client_id',
    deletedBy: BY_STAFF,
  },
  'lti-nonce-use': {
    what: "that an LTI tool's nonce was answered with an id_token: the tool's client_id, the nonce, when (no person's data)",
    kept: 'a day (NONCE_KEPT_MS)',
    deletedBy: TTL,
  },
  'roster-tombstone': {
    what: "what went from a school's roster as the OneRoster API still lists it (tobedeleted): a deleted class (its id, name and code), a person who left the school or was deleted, or a place taken away; when, and the account ids and roles of the places that went (no names)",
    kept: '30 days from the removal (ROSTER_TOMBSTONE_DAYS)',
    deletedBy: TTL,
  },
  'roster-read': {
    what: "what one app read of a school's roster in one day: the collection, how many requests and records, the last read's time and API client (no person's data)",
    kept: '400 days from the day (ROSTER_READ_RETENTION_DAYS)',
    deletedBy: TTL,
  },
  'saml-idp': { what: 'a school system (SAML identity provider)', kept: 'while configured', deletedBy: BY_STAFF },
  'saml-idp-lookup': {
    what: "a school system's e-mail domain, issuer or school, pointing at it",
    kept: 'while configured',
    deletedBy: BY_STAFF,
  },
  'staff-roster-entry': { what: "a staff member's roles", kept: 'while they are staff', deletedBy: BY_STAFF },
  'staff-role-manager-count': {
    what: 'how many hold the role-management role',
    kept: 'always (one item)',
    deletedBy: 'nothing',
  },
  service: { what: 'an app of the library', kept: 'while in the catalogue', deletedBy: 'a catalogue load' },
  'service-sign-on': {
    what: "an app's sign-on registration (its SAML metadata)",
    kept: 'while registered',
    deletedBy: 'npm run register-app (replaced)',
  },
  'service-sign-on-entity': {
    what: "an app's SAML entity id pointing at it",
    kept: 'while registered',
    deletedBy: 'npm run register-app (replaced)',
  },
  plan: { what: "an app's price plan", kept: 'while sold', deletedBy: 'a catalogue load' },
  country: { what: 'a country and its states', kept: 'always', deletedBy: 'a catalogue load' },
  'system-alert': { what: 'a banner shown to everyone', kept: 'until staff delete it', deletedBy: BY_STAFF },
  'voucher-batch': { what: 'a batch of activation codes', kept: 'while the batch is sold', deletedBy: BY_STAFF },
  voucher: { what: 'an activation code', kept: 'with its batch', deletedBy: BY_STAFF },
  'voucher-claim': {
    what: 'a claim of an activation code by an account',
    kept: 'with its batch (a code claims once per account)',
    deletedBy: BY_STAFF,
  },
  dealer: { what: 'a dealer selling activation codes', kept: 'while a dealer', deletedBy: BY_STAFF },
  'rate-limit': {
    what: 'attempts of one address or name in one window (the username check, sign-in guards)',
    kept: 'until the window ends',
    deletedBy: TTL,
  },
};
