/**
 * The single table: its key attributes and its index set. CDK (lib-infra/data) and the local twin
 * (lib-infra/local/dynamodb-local.ts) both build the table from TABLE_DESIGN, and an infra test
 * compares the two. Entities (functions/data/<entity>.ts, declared with ./entity.ts) are the only
 * code that writes these attributes.
 *
 * Access patterns with code (each is one named function in the entity's file):
 *
 * | Pattern                                  | Key condition                                                  | Index | Function                                        |
 * |------------------------------------------|----------------------------------------------------------------|-------|-------------------------------------------------|
 * | Profile of a user by id (Cognito sub)    | pk = USER#<id>, sk = PROFILE                                   | table | users.ts `loadSessionUser`                      |
 * | Schools a user administers               | the profile: isSchoolAdmin (own school), districtSchoolIds (others); the school's administrators list mirrors both | table | school-administrators.ts `setSchoolAdministrator`, `setDistrictAdministrator` (both sides in one transaction, conditioned on what was read) |
 * | Members of a school by role, by name     | gsi1pk = SCHOOL#<schoolId>, gsi1sk begins_with <role>#         | gsi1  | users.ts `listSchoolMembers`; `listSchoolTeacherProfiles` (prefixes teacher# and admin#) |
 * | User id by username (also uniqueness)    | pk = USERNAME#<lower-case username>, sk = USERNAME             | table | usernames.ts `findUserIdByUsername`, `claimUsername` |
 * | A user's access to services              | pk = USER#<id>, sk begins_with USERSERVICE#                    | table | user-services.ts `listUserServices`             |
 * | A parent's children                      | pk = USER#<parentId>, sk begins_with CHILD#                    | table | child-links.ts `listChildIds`                   |
 * | All services of the library              | pk = SERVICES, sk begins_with SERVICE#                         | table | services.ts `listServices`                      |
 * | One service                              | pk = SERVICES, sk = SERVICE#<id>                               | table | services.ts `getService`                        |
 * | All countries with their states          | pk = COUNTRIES, sk begins_with COUNTRY#                        | table | countries.ts `listCountries`                    |
 * | Whether a country exists                 | pk = COUNTRIES, sk = COUNTRY#<id>                              | table | countries.ts `countryExists`                    |
 * | A username's outstanding password reset  | pk = PWRESET#<lower-case username>, sk = PWRESET (TTL)         | table | password-resets.ts `consumePasswordReset`       |
 * | Attempts in one rate-limit window        | pk = RATELIMIT#<scope>#<subject>, sk = WINDOW#<start ISO> (TTL)| table | rate-limits.ts `countAttempt` (atomic ADD); `leaseWithinLimit` (a OneRoster client's requests, scope oneroster-client: a warm function takes up to 16 at once with an ADD only while they fit under the limit, rate-leases.ts) |
 * | API credential by client id (OneRoster)  | pk = APICLIENT#<clientId>, sk = APICLIENT                      | table | api-credentials.ts `getApiCredential` (consistent read on every token request: secret hash, token key, revokedAt); roster-requests.ts `readRosterRequestItems` (every OneRoster request: one consistent BatchGet with the app's sign-on registration and a named school's access, switch and choices) |
 * | API credentials of an app, newest first  | gsi1pk = SERVICECLIENTS#<serviceId>, gsi1sk = <createdAt ISO>#<clientId> | gsi1 | api-credentials.ts `listApiCredentials` (the console's API credentials section) |
 * | A user's sign-in history, newest first   | pk = USER#<id>, sk begins_with SIGNIN#                         | table | sign-in-events.ts `listSignIns`, `listAllSignIns` (a person's data) |
 * | Sign-in events of a day (one query/shard)| gsi2pk = SIGNINDAY#<YYYY-MM-DD>#<shard 0–9>, gsi2sk = <at>#<id> | gsi2  | sign-in-events.ts `signInEvents` (written by `saveSignIn`; read by the weekly user status and CRM-unlinked logins reports) |
 * | SAML identity provider by id             | pk = SAMLIDP#<id>, sk = SAMLIDP                                | table | saml-idps.ts `getSamlIdp` (written with its lookups by `putSamlIdp`) |
 * | SAML provider of an email's domain        | pk = SAMLDOMAIN#<lower-case domain>, sk = SAMLIDP → idpId      | table | saml-idps.ts `findSamlIdpByEmail` (one domain, one provider: conditional put) |
 * | SAML provider by entity id (Issuer)       | pk = SAMLISSUER#<entity id>, sk = SAMLIDP → idpId              | table | saml-idps.ts `findSamlIdpByIssuer`              |
 * | A SAML assertion already used (TTL)       | pk = SAMLUSED#<issuer>#<assertion ID>, sk = SAMLUSED           | table | saml-response-uses.ts `rememberSamlAssertion` (conditional put) |
 * | SAML provider of a school                 | pk = SAMLSCHOOL#<schoolId>, sk = SAMLIDP → idpId               | table | saml-idps.ts `findSamlIdpBySchool` (written with the provider by `putSamlIdp`) |
 * | A user's SAML accounts                    | pk = USER#<id>, sk begins_with SAMLACCOUNT#                    | table | saml-accounts.ts `listSamlAccounts`, `getSamlAccount` (sk = SAMLACCOUNT#<samlIdpId>) |
 * | Account of a provider's NameID (uniqueness)| pk = SAMLNAMEID#<samlIdpId>#<nameId>, sk = SAMLACCOUNT → userId | table | saml-accounts.ts `findUserIdBySamlNameId` (written and deleted with the account in one transaction, conditional) |
 * | Acting-as grant by its hash (TTL)        | pk = ACTAS#<SHA-256 of the secret>, sk = GRANT                 | table | acting-as-grants.ts `findActingAsGrant` (consistent read on every call that sends X-Act-As; written by `createActingAsGrant`, conditional; `endActingAsGrant` sets endedAt) |
 * | A SAML link ticket by its hash (TTL)      | pk = SAMLTICKET#<SHA-256 of the ticket>, sk = SAMLTICKET       | table | saml-link-tickets.ts `redeemSamlLinkTicket` (conditional update: unexpired, not redeemed by another) |
 * | A caller's last school sign-on error (TTL)| pk = USER#<sub>, sk = SAMLLASTERROR                            | table | saml-last-errors.ts `findSamlLastError`, `recordSamlLastError` |
 * | Class by class code (also uniqueness)     | pk = CLASSCODE#<code>, sk = CLASSCODE → classId, schoolId      | table | class-groups.ts `findClassGroupByCode` (claim written with the class by `putClassGroup`, conditional; a taken code is drawn again) |
 * | Class by name in a school (uniqueness)    | pk = CLASSNAME#<schoolId>#<name, lower case, spacing collapsed>, sk = CLASSNAME → classId | table | class-groups.ts `classIdWithName` (claim written with the class by `putClassGroup` and moved by `renameClassGroup`, conditional: a name taken by another class of the school is refused; dropped with the class) |
 * | Student by Student ID in a school (uniqueness) | pk = STUDENTID#<schoolId>#<studentIdKey>, sk = STUDENTID → userId | table | student-id-claims.ts `studentIdClaimHolder` (claim written with the student by `createStudent` and taken by `updateStudent`, conditional: an ID another student took meanwhile is refused; never let go: a claim whose student no longer holds the ID is stale and taken over on that condition) |
 * | Class by id                               | pk = CLASS#<classId>, sk = CLASS (one GetItem)                 | table | class-groups.ts `getClassGroup`, `getClassGroups` (BatchGet) |
 * | Classes of a school, by name              | gsi1pk = SCHOOLCLASSES#<schoolId>, gsi1sk = <lower-case name>#<classId> | gsi1 | class-groups.ts `listSchoolClassGroups` (class item) |
 * | Teachers of a class                       | pk = CLASS#<classId>, sk begins_with TEACHER# (sk = TEACHER#<userId>) | table | class-groups.ts `listClassTeachers`, `getClassTeacher` |
 * | Classes of a teacher                      | gsi1pk = TEACHERCLASSES#<userId>, gsi1sk = <classId>           | gsi1  | class-groups.ts `listTeacherClassIds` (class-teacher item) |
 * | Students of a class                       | pk = CLASS#<classId>, sk begins_with STUDENT# (sk = STUDENT#<userId>) | table | class-groups.ts `listClassMembers` (written by `addClassMember`, `classMembershipPutRequest`, conditional) |
 * | Classes of a student                      | gsi2pk = CLASSMEMBERS#<schoolId>, gsi2sk begins_with <userId># (<userId>#<classId>) | gsi2 | class-groups.ts `listStudentMemberships` (class-member item) |
 * | Students of a school in no class          | the school's students (gsi1 SCHOOL#<schoolId>, student#) less the places of gsi2 CLASSMEMBERS#<schoolId> | gsi1, gsi2 | class-groups.ts `listStudentsInNoClass` (two Queries side by side; the places also count each class's students) |
 * | A class's login-card generation          | pk = CLASS#<classId>, sk = LOGINCARDS → generation, voidedAt   | table | login-cards.ts `currentCardGeneration` (absent = 0; `voidLoginCards` bumps it with an atomic ADD) |
 * | A login card by its token hash (TTL)      | pk = LOGINCARD#<SHA-256 of the token>, sk = LOGINCARD → studentId, classId, generation | table | login-cards.ts `redeemLoginCard` (written by `issueLoginCards`; valid for the class's current generation only) |
 * | Contact messages of a day (no TTL)        | pk = CONTACTDAY#<YYYY-MM-DD>, sk begins_with CONTACT# (<at ISO>#<id>) | table | contact-messages.ts `listContactMessagesOfDay` (written by `saveContactMessage`; read by support) |
 * | Client error reports of a day (TTL 30 d) | pk = DEBUGDAY#<YYYY-MM-DD>, sk begins_with DEBUG# (<at ISO>#<id>)   | table | debug-messages.ts `listDebugMessagesOfDay` (written scrubbed by `saveDebugMessage`; read by support) |
 * | System alerts (few; filtered by time)     | pk = SYSTEMALERTS, sk begins_with ALERT#                       | table | system-alerts.ts `listSystemAlerts` (sk = ALERT#<id>) |
 * | School by id                              | pk = SCHOOL#<id>, sk = SCHOOL                                  | table | schools.ts `getSchool` (written with its claims and terms by `createSchoolRecord`, `putSchools`) |
 * | School by reference number (uniqueness)   | pk = SCHOOLCODE#<code>, sk = SCHOOLCODE → schoolId             | table | schools.ts `schoolCodeClaims` (conditional put in the create transaction; a taken code is drawn again) |
 * | The same school (uniqueness)              | pk = SCHOOLIDENTITY#<country>#<postcode>#<name words>, sk = SCHOOLIDENTITY → schoolId | table | schools.ts `schoolIdentityClaims` (conditional put: a second create is 409) |
 * | Services of a school (school-services)    | pk = SCHOOL#<schoolId>, sk begins_with SCHOOLSERVICE# (one item per service, sk = SCHOOLSERVICE#<serviceId>) | table | school-services.ts `listSchoolServices` (written by `putSchoolService`; every member's school user-services are derived from them) |
 * | Schools holding an app (school-services)  | gsi1pk = APPSCHOOLS#<serviceId>, gsi1sk = <schoolId>           | gsi1  | school-services.ts `listServiceSchools` (school-service item, its keys derived on every write; only the attributes deciding whether the school holds the app: the schools whose roster an app may read through the OneRoster API, functions/domain/oneroster/sharing) |
 * | A school's roster switches, per app       | pk = SCHOOL#<schoolId>, sk begins_with ROSTERSWITCH# (sk = ROSTERSWITCH#<serviceId>) | table | roster-sharing.ts `listSchoolRosterSwitches` (the Data sharing page; written by `putRosterSwitch`; no item: the default) |
 * | Every school's roster switch for one app  | gsi1pk = ROSTERSWITCHES#<serviceId>, gsi1sk = <schoolId>       | gsi1  | roster-sharing.ts `listAppRosterSwitches` (switch item, only its school and position; the schools that switched an app off, or a free app on) |
 * | A school's roster choices (e-mail, Student ID) | pk = SCHOOL#<schoolId>, sk = ROSTERRELEASE                 | table | roster-sharing.ts `getRosterReleases` (BatchGet of the schools an app reads), `putRosterRelease` |
 * | What apps read of a school's roster, by day (TTL 400 d) | pk = ROSTERREADS#<schoolId>, sk between <from day> and <to day>~ (<YYYY-MM-DD>#<serviceId>#<collection>) | table | roster-sharing.ts `listSchoolRosterReads` (the Data sharing report; one counter per app, collection and day, written with an atomic ADD, `rosterReadUpdate`: one write per request and school, the request's only write when its count comes from its function's lease) |
 * | A teacher's trials                        | pk = USER#<id>, sk begins_with TEACHERTRIAL# (sk = TEACHERTRIAL#<serviceId>, one ever per service) | table | teacher-trials.ts `listTeacherTrials`; `createTeacherTrials` (one transaction: a conditional put per service, and a check of the school's trialLockEnd) |
 * | Quote requests of a school, oldest first  | pk = SCHOOL#<schoolId>, sk begins_with QUOTE# (<at ISO>#<id>)  | table | quote-requests.ts `listQuoteRequests` (written by `saveQuoteRequest`, conditional) |
 * | Quote requests of a person, oldest first  | pk = USER#<userId>, sk begins_with QUOTE# (<at ISO>#<id>)      | table | quote-requests.ts `homeQuoteRequests` (a personal or parent account's, which has no school; written by `saveHomeQuoteRequest`, conditional) |
 * | Audit events by an actor, newest first  | gsi1pk = AUDITACTOR#<actorId>, gsi1sk = <at ISO>#<eventId> (TTL)  | gsi1  | audit.ts `auditOfActor` (event item pk = AUDIT#EVENT#<eventId>, sk = EVENT, with every subject id; written by `saveAuditEvent`) |
 * | Audit entries about a subject, newest first | pk = AUDIT#SUBJECT#<subjectId>, sk = <at ISO>#<eventId> (TTL)   | table | audit.ts `auditOfSubject` (one line per subject of an event, written with it; TTL from the retention setting) |
 * | A student's kept password (sealed)        | pk = USER#<id>, sk = STUDENTPASSWORD                           | table | student-passwords.ts `storeStudentPassword`, `revealStudentPasswords` (BatchGet of up to 100; sealed by the secret box with the id as context) |
 * | Schools by identification term            | gsi1pk = SCHOOLSEARCH#<country>#<name|city|postcode>#<token>, gsi1sk = <lower-case name>#<schoolId> | gsi1 | schools.ts `schoolsWithTerm` (term items pk = SCHOOL#<id>, sk = SEARCH#<kind>#<token>, carrying the public view and all the school's terms; sparse: only searchable schools — not hidden, vetted, identified — have gsi1 keys) |
 * | Job by id (progress polling)              | pk = JOB#<jobId>, sk = JOB (TTL 40 days)                       | table | jobs.ts `getJobRecord`; the work's writes `claimJob`, `writeJobProgress` are conditioned on its run (status running, runId) |
 * | Jobs of an owner, newest first            | gsi1pk = JOBOWNER#<ownerUserId>, gsi1sk = <createdAt ISO>#<jobId> | gsi1 | job-lists.ts `jobsOfOwnerPage` (index ofOwner of jobs.ts `jobRecords`; the Jobs list, and the scheduled clean-up's runs under its owner) |
 * | Import by id (SMART Tool history entry)   | pk = IMPORT#<importId>, sk = IMPORT (TTL 33 days)              | table | student-imports.ts `getImport` (written with its job by `recordNewImport`) |
 * | Imports of a school, newest first         | gsi1pk = SCHOOLIMPORTS#<schoolId>, gsi1sk = <at ISO>#<importId> | gsi1 | student-imports.ts `listSchoolImports` |
 * | Import by request id (idempotent apply)   | pk = IMPORTREQUEST#<requestId>, sk = IMPORTREQUEST → importId  | table | student-imports.ts `getImportRequest` (conditional put in `recordNewImport`) |
 * | A school's running import (one at a time) | pk = IMPORTLOCK#<schoolId>, sk = LOCK → importId               | table | student-imports.ts `getImportLock` (conditional put in `recordNewImport`, `recordUndoStart`; removed by `setImportState`) |
 * | An import's plan, restore point, after-state | pk = IMPORT#<importId>, sk = PLAN#/RESTORE#/AFTER#<5-digit chunk> (JSON, TTL) | table | student-imports.ts `putImportChunks`, `readImportChunks` (BatchGet) |
 * | Accounts an import created                | pk = IMPORT#<importId>, sk begins_with CREATED# (<5-digit row>) → userId | table | student-imports.ts `listImportCreations` (marker written in the account's own transaction, conditional) |
 * | What a teacher import did for a row       | pk = JOB#<jobId>, sk = TEACHERROW#<5-digit row> → userId, audited, mailed (TTL 40 days) | table | teacher-import-rows.ts `getTeacherImportRow` (written in the account's own transaction by `teacherImportRowPutRequest`, conditional; `markTeacherImportRow` as the audit and the mail are done) |
 * | A user's subscription to a service        | pk = USER#<id>, sk = SUBSCRIPTION#<serviceId> (the current one)  | table | user-subscriptions.ts `getSubscription`, `listSubscriptions` (sk begins_with SUBSCRIPTION#); `saveNewSubscription` (conditional: absent, or the one it replaces) |
 * | Subscription by its id or the provider's  | pk = SUBLOOKUP#id#<id> or SUBLOOKUP#provider#<Stripe id>, sk = SUBLOOKUP → userId, serviceId | table | user-subscriptions.ts `findSubscriptionById`, `findSubscriptionByProviderId` (written with the subscription, conditional) |
 * | Schools by search term, any school (staff) | gsi2pk = SCHOOLTERM#<first 2 chars of the token>, gsi2sk begins_with <word> (<token>#<kind>#<schoolId>) | gsi2 | schools.ts `staffTermsBeginningWith` (the term items of public search, non-sparse: name and city words and postcodes; each carries the school's staff view and its public terms, so the other words of a query are checked on it; ids, merged-away A-Numbers and usernames are one BatchGetItem of the school, code claim and username claim) |
 * | Schools by A-Number or e-mail, any school (staff) | gsi2pk = SCHOOLEXACT#<token>, gsi2sk = <code|email>#<schoolId> | gsi2 | schools.ts `staffTermsExactly` (an A-Number and an e-mail term per school, in partitions of their own: in the two-character ones every A-Number of a country, 'AU…', crowded the words) |
 * | Schools of a work queue, longest waiting first | gsi2pk = SCHOOLQUEUE#<unvetted|unidentified|hidden|flagged>, gsi2sk = <since ISO>#<schoolId> | gsi2 | schools.ts `schoolsInQueue` (a 'queue' term item per queue the school waits in, written and deleted with its other terms, carrying its staff view) |
 * | Staff members (Current Staff, role report) | pk = STAFF, sk begins_with STAFF# (sk = STAFF#<userId>) → roles, version | table | staff-roster.ts `listStaffRoster` (written with the profile's staffRoles by `writeStaffRoles`, conditioned on the version) |
 * | How many hold user.role.manage everywhere | pk = STAFF, sk = ROLEMANAGERS → holders                         | table | staff-roster.ts `roleManagerCounts` (moved in the same transaction; taking the role needs holders > 1) |
 * | A school held by a merge                  | pk = MERGELOCK#<schoolId>, sk = LOCK → jobId                   | table | school-merges.ts `getMergeLock` (both schools' locks put with the job in `recordNewMerge`, conditional, beside checks that neither has an import lock; `releaseMergeLocks` at the end) |
 * | A merge's plan (what it moves; TTL)       | pk = MERGE#<jobId>, sk = PLAN (head), PLAN#<writeId>#<n> (parts) | table | school-merges.ts `settleMergePlan` (parts of at most 100,000 characters, an item being at most 400 KB, then the head, conditional, at the job's first run; a resumed run reads them) |
 * | A school's data link                      | pk = SCHOOL#<schoolId>, sk = DATALINK                          | table | data-links.ts `getDataLink` (state, contact, last sync; `updateDataLink` conditioned on the link as read) |
 * | A data source's school, linked once       | pk = DATALINKORG#<sourceId>#<dataId>, sk = CLAIM → schoolId    | table | data-links.ts `createDataLink` (put with the link in one transaction, conditional), `removeDataLink` |
 * | Which account each source person became  | pk = SCHOOL#<schoolId>, sk begins_with DATALINKSYNC#<role># (<5-digit chunk>) | table | data-links.ts `readSyncedAccounts`, `writeSyncedAccounts` (pairs of source id and account id, 1,000 a chunk; rewritten after each sync) |
 * | A sync's report (TTL 40 days)             | pk = SYNCREPORT#<jobId>, sk = <teacher|student|source>#<5-digit chunk> | table | data-links.ts `readSyncReport` (written by each phase of the sync with `writeSyncReport`, so a resumed sync keeps what it reported) |
 * | Contacts of a group, by creation (e-mail list) | gsi2pk = CONTACTS#<school|parent|personal>#<shard 0–9>, gsi2sk = <createdAt ISO>#<userId> | gsi2 | users.ts `listContactsPage` (profile; sparse: accounts with an e-mail that are not students, children or deleted) |
 * | Students by last sign-in (clean-up job)   | gsi3pk = STUDENTSIGNIN#<YYYY-MM of lastSignIn, or NEVER>#<shard 0–9>, gsi3sk = <lastSignIn, or createdAt when never> ISO#<userId> | gsi3 | inactive-students.ts `readInactiveStudents` (the ten shards of a month side by side; profile; sparse: students not deleted; `saveSignIn` moves it with lastSignIn, into one of ten partitions of the month so a term's first morning of sign-ins is not written to one) |
 * | Accounts by name (staff Users search)     | gsi4pk = DIRECTORY#<first 2 characters of the normalised last name>, gsi4sk begins_with <normalised last name>[#<first name>] (<last>#<first>#<userId>) | gsi4 | users.ts `profilesByLastName` (profile, every account and status; names lower case, accents and punctuation gone: shared/rules/person-names.ts) |
 * | An app's sign-on registration (SP)       | pk = SERVICES, sk = SIGNON#<serviceId>                         | table | service-sign-ons.ts `getServiceSignOn` (beside the catalogue's SERVICE# items, never read with them; written by `putServiceSignOn`) |
 * | App by its SAML entity id (uniqueness)    | pk = SPENTITY#<entity id>, sk = SPENTITY → serviceId           | table | service-sign-ons.ts `findServiceSignOnByEntityId` (claim put with the registration in one transaction, conditional) |
 * | An app's LTI 1.3 tool registration        | pk = SERVICES, sk = LTITOOL#<serviceId>                        | table | lti-tools.ts `getLtiTool` (beside the catalogue's SERVICE# items, never read with them; written by `putLtiTool`) |
 * | LTI tool by its client_id (uniqueness)    | pk = LTICLIENT#<client id>, sk = LTICLIENT → serviceId         | table | lti-tools.ts `findLtiToolByClientId` (claim put with the registration in one transaction, conditional) |
 * | An app's sign-in request held (TTL 15 min)| pk = SIGNONREQ#<reference>, sk = SIGNONREQ                     | table | sign-on-requests.ts `findOpenSignOnRequest`, `answerSignOnRequest` (conditional: unexpired, answered for one person only) |
 * | A request ID already seen (TTL 1 day)     | pk = SAMLREQID#<serviceId>#<request ID>, sk = SAMLREQID        | table | sign-on-requests.ts `holdSignOnRequest` (put with the held request in one transaction, conditional: a replay writes nothing) |
 * | A used launch ticket's id (TTL 11 min)    | pk = LAUNCHTICKET#<the sealed ticket's id>, sk = LAUNCHTICKET  | table | launch-tickets.ts `redeemTicketRequest`, a put in the launch's transaction (conditional: absent); never read |
 * | A used LTI nonce (TTL 1 day)              | pk = LTINONCE#<client id>#<nonce>, sk = LTINONCE               | table | lti-tools.ts `useLtiNonceRequest`, a put in the LTI launch's transaction (conditional: absent); never read |
 * | A used LTI client assertion (TTL ≤ 1 h)   | pk = LTIJTI#<client id>#<jti>, sk = LTIJTI                     | table | lti-service-tokens.ts `useAssertionJti` (conditional put: absent; a replayed assertion fails it); never read |
 * | An LTI tool's service token (TTL 1 h)     | pk = LTITOKEN#<SHA-256 of the token>, sk = LTITOKEN            | table | lti-service-tokens.ts `putLtiServiceToken`, `getLtiServiceToken` (consistent GetItem per Names and Role request) |
 * | A person's use of each app (lastAccess)   | pk = USER#<id>, sk begins_with APPUSE# (sk = APPUSE#<serviceId>) | table | app-launches.ts `listAppUses` (written by `recordAppLaunch`: launches with an atomic ADD) |
 * | Everyone of a school who opened an app    | gsi1pk = USAGE#<schoolId>#<serviceId>, gsi1sk = <userId>       | gsi1  | app-launches.ts `listSchoolAppUses` (app-use item; sparse: home accounts' uses have no school) |
 * | A person's launches, newest first (TTL 400 d) | pk = USER#<id>, sk begins_with LAUNCHED# (<at ISO>#<serviceId>) | table | app-launches.ts `listAppLaunches` (who acted as whom, which app, from where, which attributes; written with the use by `recordAppLaunch`; read by a person's data page and download, functions/domain/privacy) |
 * | A school's launches of one app, by time    | gsi1pk = SCHOOLLAUNCH#<schoolId>#<serviceId>, gsi1sk between <from ISO> and <to ISO>~ (<at ISO>#<userId>) | gsi1 | app-launches.ts `listSchoolLaunches` (launch item; sparse: home accounts' launches have no school; the school's data-sharing report, 90 days per app; `npm run reindex-launches` indexes launches stored before) |
 * | A child's per-app sharing choices        | pk = USER#<childId>, sk begins_with APPSHARING# (sk = APPSHARING#<serviceId>, one per app) | table | app-sharing.ts `listAppSharing` (the parent's Apps and sharing page, the child's library); `getAppSharing` (one GetItem, read by a launch beside its other reads); written by `putAppSharing` |
 * | A school's roster tombstones (TTL 30 d)  | pk = ROSTERGONE#<schoolId>, sk = CLASS#<classId>, PERSON#<userId> or PLACE#<classId>#<userId> | table | roster-tombstones.ts `listRosterTombstones` (the OneRoster API's `tobedeleted` classes, courses, users and enrollments; written by `rosterTombstonePutRequest` in the transaction of a class's deletion, a person's deletion or move, or a place's removal) |
 * | Deleted accounts due for erasure, longest waiting first | gsi1pk = ERASUREDUE, gsi1sk <= <now ISO>#~ (<dueAt ISO>#<userId>) | gsi1 | account-erasures.ts `dueAccountErasures` (item pk = USER#<id>, sk = ERASURE, written in the deletion's transaction by `accountErasurePutRequest`; removed with the profile by the erasure; read by the daily erasure, one page at a time) |
 *
 * Planned: keys decided now, code to come with each area. The index set below already holds every
 * index they need, because CloudFormation adds only one index per stack update.
 *
 * | Pattern                                   | Index | Key condition                                                          | Item and its keys                                                                 |
 * |-------------------------------------------|-------|------------------------------------------------------------------------|-----------------------------------------------------------------------------------|
 * | School of a teacher's or student's username | table | Get USERNAME#<username>, then the profile                            | username claim, user                                                              |
 * | Voucher by code (claim; uniqueness)       | table | pk = VOUCHER#<code>, sk = VOUCHER                                      | voucher; claims counted by a conditional update                                  |
 * | Vouchers of a batch (export)              | gsi1  | gsi1pk = VOUCHERBATCH#<batchId>, gsi1sk = <code>                       | voucher                                                                           |
 * | Subscriptions ending in a period          | gsi2  | gsi2pk = SUBEND#<YYYY-MM of end>, gsi2sk between <from> and <to>       | subscription, gsi2sk = <end ISO>#<subscriptionId>; sparse: no end date, no key    |
 * | A user's access to one service            | table | pk = USER#<id>, sk = USERSERVICE#<serviceId>                           | user-service (written today by putUserService; read by trials and subscriptions) |
 *
 * The generic indexes are overloaded: every partition value starts with its pattern's prefix, so
 * patterns never meet. An entity uses each index at most once; a second index of the same entity
 * takes the next gsiN (the profile has gsi1 for its school, gsi2 for the e-mail list, gsi3 for the clean-up job and gsi4 for the staff's name search). The
 * catalogue partitions (SERVICES, COUNTRIES) are small and read-mostly: one Query serves a list
 * without a Scan. Uniqueness uses conditional writes inside transactions.
 *
 * Items that only matter for a while (password resets, rate-limit windows, used SAML assertions,
 * SAML link tickets and last errors, client error reports, login cards, audit entries after their retention) carry the time-to-live
 * attribute `ttl` (epoch seconds): DynamoDB deletes them within a few days after it. Deletion is
 * late in AWS and never happens in DynamoDB Local, so code that reads such an item checks its
 * expiry itself.
 */
export const TABLE_DESIGN = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds after which DynamoDB may delete the item (see timeToLive). */
  timeToLiveAttribute: 'ttl',
  /** Every index has string keys and projects all attributes. */
  indexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    gsi4: { partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  },
} as const;

export type IndexName = keyof typeof TABLE_DESIGN.indexes;

export const INDEX_NAMES = Object.keys(TABLE_DESIGN.indexes) as IndexName[];

/** The key attributes a query on the table or on one index returns in LastEvaluatedKey. */
export function keyAttributesOf(index: IndexName | null): string[] {
  const table = [TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey];
  if (!index) return table;
  const { partitionKey, sortKey } = TABLE_DESIGN.indexes[index];
  return [...table, partitionKey, sortKey];
}

/** The `ttl` value of an item that may be deleted once `expiresAt` has passed. */
export function timeToLive(expiresAt: Date): number {
  return Math.ceil(expiresAt.getTime() / 1000);
}

/** Every item carries its entity name, so exports and migrations can tell items apart. */
export interface StoredItem {
  pk: string;
  sk: string;
  entity: string;
  [attribute: string]: unknown;
}
