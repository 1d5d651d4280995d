import { FEDERATED_SIGN_IN_CALLBACK_PATH } from '../../../shared/rules/federated-sign-in';

/**
 * Every path of the SPA in one place. `path` is the pattern a route matches; `getHref` builds a
 * link to it, with its query parameters. Pages of later work are here already when something
 * links to them today (menus, the footer, redirects).
 */

type QueryValue = string | null | undefined;

/**
 * A path with its query string; empty values are left out. Names and values are encoded with
 * encodeURIComponent, as path segments are here (a space is %20, not the form encoding's +), so a
 * link reads the same whichever part of it carries an id; URLSearchParams reads both back alike.
 */
function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function page<const Path extends string>(path: Path) {
  return { path, getHref: () => path };
}

/** A page of one school in School Management (teacher.school.*). */
function schoolPage<const Suffix extends string>(suffix: Suffix) {
  return {
    path: `/teacher/schools/:schoolId${suffix}` as const,
    getHref: (schoolId: string) => `/teacher/schools/${encodeURIComponent(schoolId)}${suffix}`,
  };
}

/** A page of the subscribe flow, after its index (the flow's child routes). */
function subscribeStep<const Suffix extends string>(suffix: Suffix) {
  return {
    path: `/products/:serviceId/subscribe/${suffix}` as const,
    getHref: (serviceId: string, query: { user?: QueryValue; plan?: QueryValue; code?: QueryValue } = {}) =>
      withQuery(`/products/${encodeURIComponent(serviceId)}/subscribe/${suffix}`, query),
  };
}

/** The tabs of the school page in the console (staff-console §2 admin.school). */
export type SchoolPageTab = 'teachers' | 'settings' | 'subscriptions' | 'data-link' | 'usage';

export const paths = {
  home: page('/'),
  /** web.services: the App Library, with a service's detail open when `serviceId` is given. */
  library: { path: '/library', getHref: (serviceId?: string | null) => withQuery('/library', { serviceId }) },
  /** post-login: staff to the console, everyone else to the library (with the service, if any). */
  continue: {
    path: '/continue',
    getHref: (serviceId?: string | null) => withQuery('/continue', { serviceId }),
    /** post-login asking a school user to link their account to their school's system first. */
    recommendSamlLinkHref: (samlIdpId: string) => withQuery('/continue', { 'saml-recommend-link': samlIdpId }),
  },
  /** web.landing: where campaign, mail and app links arrive (features/auth/pages/landing-redirect.ts). */
  landing: {
    path: '/go',
    getHref: (query: { service?: QueryValue; intended?: QueryValue } = {}) => withQuery('/go', query),
  },
  /** web.last-error: the caller's last school sign-on failure. */
  lastError: page('/last-error'),
  schoolIdentification: page('/school-identification'),
  /** A login card's QR link (`?u=<username>#<token>`, functions/data/login-cards.ts): signs the student in. */
  cardSignIn: page('/card-sign-in'),
  auth: {
    root: page('/auth'),
    login: {
      path: '/auth/login',
      /**
       * SAMLRequest: the reference of an app's sign-in request the API holds (with the app's own
       * RelayState, which the SPA is never given: it goes back to the app unchanged with the answer).
       */
      getHref: (
        query: {
          intended?: QueryValue;
          service?: QueryValue;
          username?: QueryValue;
          SAMLRequest?: QueryValue;
        } = {},
      ) => withQuery('/auth/login', query),
    },
    /** Signs out, then goes to `continue` (a safe internal path) or home. */
    logout: {
      path: '/auth/logout',
      getHref: (continueTo?: string | null) => withQuery('/auth/logout', { continue: continueTo }),
    },
    /**
     * Login's 'Scan login card' (the QR code of a student's printed card), the only page the site
     * lets use the camera (CAMERA_PAGE_PATHS in lib-infra/web/security-headers.ts). The camera is
     * granted with the document, so every link here must load it afresh (`<Link reloadDocument>`),
     * and the page must leave for the SPA the same way so no other page keeps the camera.
     */
    scanLoginCard: page('/auth/login/scan'),
    register: {
      path: '/auth/register',
      getHref: (query: { serviceId?: QueryValue; step?: 'details'; type?: QueryValue; intended?: QueryValue } = {}) =>
        withQuery('/auth/register', query),
    },
    /** web.register: the older address of registration, kept as a redirect. */
    legacyRegister: page('/register'),
    /** web.login.password-reset-request: asks for a reset link by mail. */
    passwordReset: page('/auth/password-reset'),
    /** web.login.saml: the school sign-on email, then the identified provider's page, and the SAML error page. */
    saml: page('/auth/saml'),
    samlProvider: {
      path: '/auth/saml/:samlIdpId',
      /** `link`: a signed-in person asked to link their account to this school system (My Account's Link). */
      getHref: (samlIdpId: string, query: { link?: boolean } = {}) =>
        withQuery(`/auth/saml/${encodeURIComponent(samlIdpId)}`, { link: query.link ? '1' : null }),
    },
    /** web.login.saml registration: who the school system says you are; create a new account or link one. */
    samlRegistration: page('/auth/saml/registration'),
    /** Its school-role step (teacher or student), skipped when the school system said both role and school. */
    samlRegistrationRole: page('/auth/saml/registration/school-role'),
    /** Its details step, with the role chosen (or asserted). */
    samlRegistrationDetails: {
      path: '/auth/saml/registration/details',
      getHref: (role: string) => withQuery('/auth/saml/registration/details', { role }),
    },
    /** Linking the school identity to an existing account: sign in to it. */
    samlLink: page('/auth/saml/link'),
    samlError: {
      path: '/auth/saml/error',
      getHref: (message?: string | null) => withQuery('/auth/saml/error', { message }),
    },
    /** Where the hosted endpoints send the browser back after Google or Facebook (the app client's callback URL). */
    socialComplete: page(FEDERATED_SIGN_IN_CALLBACK_PATH),
    /** web.login.social-registration: a first-time Google or Facebook person creates their account. */
    socialRegistration: page('/auth/social-registration'),
  },
  /** web.password-reset: the page a reset mail links to (functions/domain/core/mails/password-reset-mail.ts builds the same path). */
  passwordResetForm: {
    path: '/password/reset/:username/:token',
    getHref: (username: string, token: string) =>
      `/password/reset/${encodeURIComponent(username)}/${encodeURIComponent(token)}`,
  },
  account: {
    /** My Account, with a school sign-on link's outcome to show (`saml-success`, `saml-error`). */
    root: {
      path: '/account',
      getHref: (query: { 'saml-success'?: QueryValue; 'saml-error'?: QueryValue } = {}) => withQuery('/account', query),
    },
    /** web.account.two-factor-management: teachers only. */
    twoFactor: page('/account/two-factor'),
    subscriptions: page('/account/subscriptions'),
    /** web.account.payment: Update Payment Details. */
    payment: page('/account/payment'),
    addChild: page('/account/add-child'),
  },
  familyManagement: page('/parent'),
  /** Apps and sharing: what each app a child can open receives, and the parent's choices (ARCHITECTURE 'What an app may know about a person'). */
  childApps: {
    path: '/parent/children/:childId/apps',
    getHref: (childId: string) => `/parent/children/${encodeURIComponent(childId)}/apps`,
  },
  /** A child's data page (ARCHITECTURE 'What an app may know about a person'): what the portal holds about the child, and its download. */
  childData: {
    path: '/parent/children/:childId/data',
    getHref: (childId: string) => `/parent/children/${encodeURIComponent(childId)}/data`,
  },
  schoolManagement: page('/teacher'),
  /** School Management (school-and-family §2 teacher.*): My Classes is its index. */
  teacher: {
    classGroup: {
      path: '/teacher/class-groups/:classGroupId',
      getHref: (classGroupId: string) => `/teacher/class-groups/${encodeURIComponent(classGroupId)}`,
    },
    studentsInNoClass: schoolPage('/students-in-no-class'),
    /** teacher.school-district-admin: the schools a district administrator manages. */
    schoolDistrictAdmin: page('/teacher/school-district-admin'),
    /** teacher.school: My School. */
    school: schoolPage(''),
    /** teacher.school.class-groups: Manage Classes. */
    manageClasses: schoolPage('/class-groups'),
    /** teacher.school.teachers: Manage Teachers, with Import Teachers (CSV) and Import Teachers - SAML under it. */
    manageTeachers: schoolPage('/teachers'),
    importTeachers: schoolPage('/teachers/import'),
    samlImport: schoolPage('/teachers/saml-import'),
    /** teacher.school.student-import: the SMART Tool, for students or (`school-role=teacher`) teachers. */
    studentImport: {
      path: '/teacher/schools/:schoolId/student-import',
      getHref: (schoolId: string, query: { 'school-role'?: 'teacher' | null } = {}) =>
        withQuery(`/teacher/schools/${encodeURIComponent(schoolId)}/student-import`, query),
    },
    /** teacher.school.usage: App Usage, with one app's usage when `app` is given. */
    appUsage: {
      path: '/teacher/schools/:schoolId/usage',
      getHref: (schoolId: string, app?: string | null) =>
        withQuery(`/teacher/schools/${encodeURIComponent(schoolId)}/usage`, { app }),
    },
    /** teacher.school.data-sharing: Data sharing (ARCHITECTURE 'What an app may know about a person'), with one app's students when `app` is given. */
    dataSharing: {
      path: '/teacher/schools/:schoolId/data-sharing',
      getHref: (schoolId: string, app?: string | null) =>
        withQuery(`/teacher/schools/${encodeURIComponent(schoolId)}/data-sharing`, { app }),
    },
    /** Any other page of a school, or under Manage Teachers: none (School Management answers 404 under its layout). */
    otherSchoolPage: { path: '/teacher/schools/:schoolId/:section' },
    otherTeachersPage: { path: '/teacher/schools/:schoolId/teachers/:page' },
  },
  /** web.webinar: a webinar attendee finds their sign-in (signed-out only). */
  webinar: page('/webinar'),
  /** web.voucher: Claim Activation Code, for a chosen child (`user`) or asking which. */
  claimCode: {
    path: '/retail-activation',
    getHref: (user?: string | null, code?: string | null) => withQuery('/retail-activation', { user, code }),
    /** The claim form (a code, for the chosen child). */
    claim: {
      path: '/retail-activation/claim',
      getHref: (query: { user?: QueryValue; code?: QueryValue } = {}) => withQuery('/retail-activation/claim', query),
    },
    /** What a claim gave. */
    complete: {
      path: '/retail-activation/:subscriptionId/complete',
      getHref: (subscriptionId: string, user?: string | null) =>
        withQuery(`/retail-activation/${encodeURIComponent(subscriptionId)}/complete`, { user }),
    },
    /** The retail-voucher address of older links, which leads here with its query. */
    legacy: page('/retail-voucher'),
    /** web.voucher landing: a shop's page for its activation codes, from the content host. */
    landing: { path: '/retail-activation/landing/:url' },
  },
  /** web.subscribe: subscribing to one service, or starting its trial. */
  subscribe: {
    path: '/products/:serviceId/subscribe',
    getHref: (serviceId: string, user?: string | null) =>
      withQuery(`/products/${encodeURIComponent(serviceId)}/subscribe`, { user }),
    plan: subscribeStep('plan'),
    payment: subscribeStep('payment'),
    complete: {
      path: '/products/:serviceId/subscribe/complete/:subscriptionId',
      getHref: (serviceId: string, subscriptionId: string) =>
        `/products/${encodeURIComponent(serviceId)}/subscribe/complete/${encodeURIComponent(subscriptionId)}`,
    },
  },
  /** web.school-quote: a school asks for a quote for one service (`app`), or for a free trial of it. */
  schoolQuote: {
    path: '/school-quote',
    getHref: (query: { app: string; trial?: boolean }) =>
      withQuery('/school-quote', { app: query.app, trial: query.trial ? '1' : null }),
  },
  /**
   * web.teacher-trial-landing: the apps of a teacher's new free trial (a comma-separated list of
   * service ids), with how to get started.
   */
  teacherTrialLanding: {
    path: '/teacher-trial-landing/:services',
    getHref: (serviceIds: readonly string[]) =>
      `/teacher-trial-landing/${serviceIds.map(encodeURIComponent).join(',')}`,
  },
  /** The Jobs list (ARCHITECTURE 'Jobs and progress'): the signed-in user's own jobs, found again after leaving their page. */
  jobs: page('/jobs'),
  contactUs: page('/contact-us'),
  privacyPolicy: page('/privacy-policy'),
  termsOfUse: page('/terms-of-use'),
  copyright: page('/copyright'),
  press: page('/press'),
  /** web.external: any other one-segment path, tried as a page of the content host (html/page/{url}.html). */
  staticPage: { path: '/:url', getHref: (url: string) => `/${encodeURIComponent(url)}` },
  admin: {
    root: page('/admin'),
    staff: page('/admin/staff'),
    staffRoles: {
      path: '/admin/staff/:userId/roles',
      getHref: (userId: string) => `/admin/staff/${encodeURIComponent(userId)}/roles`,
    },
    schools: page('/admin/schools'),
    /** Create School (school.create: staff-console §6). */
    newSchool: page('/admin/schools/new'),
    school: {
      path: '/admin/schools/:schoolId',
      getHref: (schoolId: string, tab?: SchoolPageTab, app?: string | null) =>
        withQuery(`/admin/schools/${encodeURIComponent(schoolId)}`, { tab, app }),
    },
    /** The Schools tab's work queues (staff-console §4 school flags): unvetted, unidentified, hidden, flagged. */
    schoolQueue: {
      path: '/admin/queues/:queue',
      getHref: (queue: 'unvetted' | 'unidentified' | 'hidden' | 'flagged') => `/admin/queues/${queue}`,
    },
    vouchers: page('/admin/vouchers'),
    emails: page('/admin/emails'),
    servers: page('/admin/servers'),
    stats: page('/admin/stats'),
    /** The Users tab; `query` is Find a User's search, kept in the address so Back returns to it. */
    users: {
      path: '/admin/users',
      getHref: (query?: string) => withQuery('/admin/users', { q: query || undefined }),
    },
    /** One account as support sees it (staff-console §2 Users page), from Find a User. */
    user: {
      path: '/admin/users/:userId',
      getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
    },
    saml: page('/admin/saml'),
    /** The Apps tab (app.integration.manage or library.translate): the library's apps. */
    apps: page('/admin/apps'),
    /** What the library lacks in each language (library.translate): catalogue entries, apps' texts, static pages. */
    translations: page('/admin/apps/translations'),
    /** One app's page in the console, made of sections (features/admin/apps/app-sections.ts). */
    app: {
      path: '/admin/apps/:serviceId',
      getHref: (serviceId: string) => `/admin/apps/${encodeURIComponent(serviceId)}`,
    },
    /** The console's Jobs tab: the staff member's own jobs, and the scheduled jobs' runs with their permission. */
    jobs: page('/admin/jobs'),
    /** The audit log (ARCHITECTURE 'Audit trail'), optionally filtered: actor, subject (username or school id), from, to. */
    audit: {
      path: '/admin/audit',
      getHref: (filter: { actor?: string; subject?: string; from?: string; to?: string } = {}) =>
        withQuery('/admin/audit', filter),
    },
  },
  /**
   * Opening an app by sign-on from outside the library: an IdP-initiated link (`service`, asking to
   * confirm) or an app's own sign-in request after login (`SAMLRequest`, answered at once).
   */
  appOpen: {
    path: '/apps/open',
    /** RelayState only with `service`: the page of the app a link asks for, which the API checks before it sets it. */
    getHref: (query: { service?: QueryValue; RelayState?: QueryValue; SAMLRequest?: QueryValue } = {}) =>
      withQuery('/apps/open', query),
  },
  /** web.not-found: the catch-all. */
  notFound: { path: '*' },
} as const;

/**
 * Addresses of the API that the browser navigates to with a full page load (they answer with a
 * redirect): not pages of the SPA, but the SPA links to them, so their paths live here too.
 */
export const apiRedirects = {
  /** Sign-on to an integrated app; `relayState` is the page of the app to open. */
  appSignOn: {
    getHref: (serviceId: string, relayState?: string | null) =>
      withQuery(`/api/saml2/idp/login/${encodeURIComponent(serviceId)}`, { RelayState: relayState }),
  },
} as const;
