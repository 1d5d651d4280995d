import { icu, phrase } from '../i18n/text';
import { dateFormatter } from './date-format';
import { formatLocale, SOURCE_LOCALE } from '../i18n/locales';
import type { SessionUser } from '../schemas/user';
import type { Service, ServiceConfigButton } from '../schemas/service';
import type { UserService } from '../schemas/user-service';
import { accountKind, opensAppsDirectly } from './account-kind';
import { expiryDaysRemaining, hasAccess, viewerAccessState, type AccessState } from './service-access';
import { SCHOOL_SUBSCRIPTION_LAST_MONTH_DAYS, teacherMayTrial } from './teacher-trial';

/**
 * What the service detail shows to one viewer (visitor-and-account §2 'Service detail buttons by
 * state'): the messages, whether the phone contact line appears, and the ordered buttons. Pure, so
 * the SPA renders it and the API could reuse it. Actions name where they lead; the SPA owns the paths.
 */

export type ServiceDetailActionId =
  | 'start-trial'
  | 'login'
  | 'claim-code'
  | 'subscribe'
  | 'teacher-trial'
  | 'teacher-new-trial'
  | 'request-quote'
  | 'login-to-parent'
  | 'manage-subscriptions'
  | 'open-app'
  | 'service-login'
  | 'register'
  | 'visit'
  | 'learn-more';

/** Signing on to the app itself: an address of the API, which the browser navigates to. */
export interface AppSignOnDestination {
  page: 'app-sign-on';
  serviceId: string;
}

/**
 * Not a place but a call: the SPA starts the teacher's free trial of the service
 * (POST /api/users/{me}/start-teacher-trial), then goes to the trial landing page.
 */
export interface TeacherTrialDestination {
  page: 'teacher-trial';
  serviceId: string;
}

/** Destinations that are pages (or the API's sign-on address): every one but the trial call. */
export type LinkDestination = Exclude<ServiceDestination, TeacherTrialDestination>;

/**
 * A place on our site that an action leads to, named rather than written as a path: the SPA maps
 * each destination to one of its paths (or, for sign-on, to the API's address).
 */
export type ServiceDestination =
  | { page: 'register'; serviceId: string }
  | { page: 'login'; serviceId: string }
  | { page: 'claim-code' }
  | { page: 'subscribe'; serviceId: string }
  /** A school's quote request; with `trial`, a request for a free trial. */
  | { page: 'quote'; serviceId: string; trial: boolean }
  | { page: 'family-management' }
  | TeacherTrialDestination
  | AppSignOnDestination;

/** An action leads either to one of our destinations or to an address from the service's record. */
export interface DestinationTarget<Destination extends ServiceDestination = ServiceDestination> {
  kind: 'destination';
  destination: Destination;
}

/**
 * An action that follows an address from the service's own record (the homepage, the info page or
 * a configured button) as it is written: `external` when it is absolute, and then it opens in a new
 * tab; otherwise it is a path on this site.
 */
export interface UrlTarget {
  kind: 'url';
  url: string;
  external: boolean;
}

type LinkId = Exclude<ServiceDetailActionId, 'open-app'>;

type ServiceDetailActionDraft =
  | {
      id: 'open-app';
      label: string;
      to: DestinationTarget<AppSignOnDestination>;
      /**
       * Students, children and personal users go straight to the app through sign-on; every other
       * viewer first sees a dialog choosing which part of the app to open.
       */
      opensDirectly: boolean;
    }
  | {
      id: LinkId;
      label: string;
      to: DestinationTarget;
      /** The viewer must be signed out before going (a child logging in to the parent account). */
      signOutFirst?: true;
    }
  | { id: LinkId; label: string; to: UrlTarget; signOutFirst?: never };

/** One button; the first call to action is emphasised, the rest are secondary. */
export type ServiceDetailAction = ServiceDetailActionDraft & { emphasis: 'primary' | 'secondary' };

export type ServiceDetailMessageId =
  | 'coming-soon'
  | 'trial-active'
  | 'trial-expired'
  | 'subscription-expired'
  | 'child-grants-access'
  | 'talk-to-parent'
  | 'ask-teacher'
  | 'school-subscription-ending';

export interface ServiceDetailMessage {
  id: ServiceDetailMessageId;
  tone: 'info' | 'success' | 'warning';
  text: string;
}

export interface ServiceDetail {
  comingSoon: boolean;
  /** The viewer's access, with free services counting as access for anyone signed in. */
  access: AccessState;
  messages: ServiceDetailMessage[];
  /** Show the phone contact line with opening hours (trial active, trial or subscription expired). */
  contactLine: boolean;
  actions: ServiceDetailAction[];
}

export interface ServiceDetailInput {
  /** null for an anonymous visitor. */
  viewer: SessionUser | null;
  service: Service;
  /** The viewer's own user-service for this service, if any. */
  userService: UserService | undefined;
  /** For a parent: whether one of their children holds this service. */
  childHoldsService: boolean;
  now: Date;
  /** Date formatting; defaults to the runtime's locale and time zone. */
  locale?: string;
  timeZone?: string;
}

/**
 * The page's words: fixed ones in English for the screen to translate (translated()), those with
 * a value already in the current language (icu()); labels too (shared/i18n/text.ts).
 */
export const SERVICE_DETAIL_TEXT = {
  comingSoon: phrase('Coming Soon'),
  childGrantsAccess: phrase("Your child's subscription grants you access"),
  talkToParent: phrase('Talk to your parent about subscribing.'),
  askTeacher: phrase('Ask your teacher about getting access to this app.'),
  schoolSubscriptionEnds: (serviceName: string, date: string) =>
    icu("Your school's subscription to {serviceName} ends on {date}.", { serviceName, date }),
  previousSubscriptionExpired: (date: string) =>
    icu('WARNING: Your previous subscription expired on {date}.', { date }),
  /** The school's subscription, not the viewer's: a teacher who joined since never had one. */
  schoolSubscriptionExpired: (date: string) => icu("WARNING: Your school's subscription expired on {date}.", { date }),
  trialExpires: (date: string) => icu('Your free trial expires on {date}.', { date }),
  trialExpired: (date: string) => icu('WARNING: Your free trial expired on {date}.', { date }),
  /** A card subscription in its trial: it does not expire, it converts (§4 'the card is charged only after the trial'). */
  subscriptionTrialEnds: (date: string) =>
    icu("Your subscription's free trial ends on {date}; the first payment is then.", { date }),
} as const;

/**
 * §2 'Subscription expired or trial active: message with expiry date, Request A Quote (only if the
 * service is integrated)': the states in which a personal or parent account may ask for a quote.
 * The service detail offers it, the quote page lists those apps, and the API accepts only them.
 */
export function quoteOfferedFor(access: AccessState): boolean {
  return access === 'trial-active' || access === 'trial-expired' || access === 'subscription-expired';
}

/**
 * A school subscription in its last month (visitor-and-account §9: 30 days or fewer left): school
 * users are told when it ends, and teachers may ask for a quote to renew it.
 */
export function schoolSubscriptionInLastMonth(userService: UserService | undefined, now: Date): boolean {
  if (!userService || userService.context !== 'school' || userService.type !== 'subscription') return false;
  const days = expiryDaysRemaining(userService, now);
  return days !== null && days > 0 && days <= SCHOOL_SUBSCRIPTION_LAST_MONTH_DAYS;
}

/**
 * Dates display as weekday, day of month, month, year (visitor-and-account §9), in the viewer's
 * language (a language of the portal, or an Intl locale).
 */
export function formatLongDate(iso: string, locale: string = SOURCE_LOCALE, timeZone?: string): string {
  return dateFormatter(formatLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/**
 * A moment as a long date-time (visitor-and-account §2 My Account: 'Last login is shown in long
 * date-time'): the §9 date, then the time: 'Thursday 5 March 2026 at 2:07 pm'.
 */
export function formatLongDateTime(iso: string, locale: string = SOURCE_LOCALE, timeZone?: string): string {
  return dateFormatter(formatLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/**
 * The moment something ends (a subscription, a trial, a code's access), where the hour matters:
 * the long date-time in the viewer's time zone, the zone named (docs/using/languages.md
 * 'What changes with the language'): 'Thursday 5 March 2026 at 2:07 pm AEDT'.
 */
export function formatEndMoment(iso: string, locale: string = SOURCE_LOCALE, timeZone?: string): string {
  return momentFormatter(locale, timeZone).format(new Date(iso));
}

/**
 * A span where the hours matter (a maintenance window): as formatEndMoment, the day said once when
 * both ends share it: 'Sunday 6 December 2026, 2:00 – 2:30 am AEDT'.
 */
export function formatMomentRange(
  startIso: string,
  endIso: string,
  locale: string = SOURCE_LOCALE,
  timeZone?: string,
): string {
  return momentFormatter(locale, timeZone).formatRange(new Date(startIso), new Date(endIso));
}

function momentFormatter(locale: string, timeZone: string | undefined) {
  return dateFormatter(formatLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The viewer's access to a service: a free service is open to anyone signed in. */
function toDestination(
  id: LinkId,
  label: string,
  destination: ServiceDestination,
  extra: { signOutFirst?: true } = {},
): ServiceDetailActionDraft {
  return { id, label, to: { kind: 'destination', destination }, ...extra };
}

function toUrl(id: LinkId, label: string, url: string, external: boolean): ServiceDetailActionDraft {
  return { id, label, to: { kind: 'url', url, external } };
}

export function serviceDetail(input: ServiceDetailInput): ServiceDetail {
  const { viewer, service, userService, now } = input;
  const serviceId = service.id;
  const kind = viewer ? accountKind(viewer) : null;
  const access = viewerAccessState(viewer, service, userService, now);
  const formatDate = (iso: string) => formatLongDate(iso, input.locale, input.timeZone);

  const messages: ServiceDetailMessage[] = [];
  const stateActions: ServiceDetailActionDraft[] = [];
  let contactLine = false;

  const always = [toUrl('visit', icu('Visit {app}', { app: service.name }), service.homepage, true)];
  if (service.infoPage) always.push(toUrl('learn-more', phrase('Learn More'), service.infoPage, true));

  if (!service.enabled) {
    messages.push({ id: 'coming-soon', tone: 'info', text: SERVICE_DETAIL_TEXT.comingSoon });
    return { comingSoon: true, access, messages, contactLine, actions: withEmphasis(always) };
  }

  // Expiry messages apply to every signed-in viewer with a dated user-service.
  const expiry = userService?.expiry ?? null;
  if (expiry && (access === 'trial-active' || access === 'trial-expired' || access === 'subscription-expired')) {
    contactLine = true;
    if (access === 'trial-active') {
      messages.push({
        id: 'trial-active',
        tone: 'info',
        text: userService?.renews
          ? SERVICE_DETAIL_TEXT.subscriptionTrialEnds(formatDate(expiry))
          : SERVICE_DETAIL_TEXT.trialExpires(formatDate(expiry)),
      });
    } else if (access === 'trial-expired') {
      messages.push({
        id: 'trial-expired',
        tone: 'warning',
        text: SERVICE_DETAIL_TEXT.trialExpired(formatDate(expiry)),
      });
    } else {
      messages.push({
        id: 'subscription-expired',
        tone: 'warning',
        text:
          userService?.context === 'school'
            ? SERVICE_DETAIL_TEXT.schoolSubscriptionExpired(formatDate(expiry))
            : SERVICE_DETAIL_TEXT.previousSubscriptionExpired(formatDate(expiry)),
      });
    }
  }

  const lastMonth = schoolSubscriptionInLastMonth(userService, now);
  if (lastMonth && expiry && kind?.isSchoolAccount) {
    messages.push({
      id: 'school-subscription-ending',
      tone: 'warning',
      text: SERVICE_DETAIL_TEXT.schoolSubscriptionEnds(service.name, formatDate(expiry)),
    });
  }

  const openApp = (opensDirectly: boolean): ServiceDetailActionDraft => ({
    id: 'open-app',
    label: icu('Open {app}', { app: service.name }),
    to: { kind: 'destination', destination: { page: 'app-sign-on', serviceId } },
    opensDirectly,
  });
  const expired = access === 'trial-expired' || access === 'subscription-expired';
  const requestQuote = () =>
    toDestination('request-quote', phrase('Request A Quote'), { page: 'quote', serviceId, trial: false });

  if (!service.integrated) {
    // Not integrated with our sign-on: the app has its own login, and that is the only way in.
    const button = shownButton(service.config.accessButton, kind);
    stateActions.push(toUrl('service-login', button?.label || phrase('Login'), button?.url || service.homepage, true));
  } else if (!viewer || !kind) {
    if (service.free) {
      stateActions.push(toDestination('login', phrase('Login'), { page: 'login', serviceId }));
    } else {
      stateActions.push(
        toDestination('start-trial', phrase('Start a Trial'), { page: 'register', serviceId }),
        toDestination('login', phrase('Login'), { page: 'login', serviceId }),
        toDestination('claim-code', phrase('Claim Activation Code'), { page: 'claim-code' }),
      );
    }
  } else if (kind.isTeacher) {
    if (hasAccess(access)) stateActions.push(openApp(false));
    // Only an app never had before is trialled by the teacher alone; after that, sales decide (§4).
    if (teacherMayTrial(service, userService))
      stateActions.push(
        toDestination('teacher-trial', phrase('Start Free Trial'), { page: 'teacher-trial', serviceId }),
      );
    if (expired)
      stateActions.push(
        toDestination('teacher-new-trial', phrase('Request A New Free Trial'), {
          page: 'quote',
          serviceId,
          trial: true,
        }),
      );
    if (!hasAccess(access) || access === 'trial-active' || lastMonth) {
      stateActions.push(requestQuote());
    }
  } else if (kind.isStudent) {
    if (hasAccess(access)) stateActions.push(openApp(opensAppsDirectly(kind)));
    else messages.push({ id: 'ask-teacher', tone: 'info', text: SERVICE_DETAIL_TEXT.askTeacher });
  } else if (kind.isChildAccount) {
    if (hasAccess(access)) {
      stateActions.push(openApp(opensAppsDirectly(kind)));
    } else {
      messages.push({ id: 'talk-to-parent', tone: 'info', text: SERVICE_DETAIL_TEXT.talkToParent });
      stateActions.push(
        toDestination(
          'login-to-parent',
          phrase('Login to Parent Account to Start a Trial'),
          { page: 'login', serviceId },
          { signOutFirst: true },
        ),
      );
    }
  } else {
    // Personal and parent accounts (and staff without a home or school role, who count as personal).
    const grantedByChild =
      kind.isParentAccount &&
      (input.childHoldsService || userService?.grantedByChildId != null) &&
      !ownAccess(access, userService);
    if (grantedByChild) {
      messages.push({ id: 'child-grants-access', tone: 'success', text: SERVICE_DETAIL_TEXT.childGrantsAccess });
      stateActions.push(
        openApp(false),
        toDestination('manage-subscriptions', phrase('Manage Subscriptions'), { page: 'family-management' }),
      );
    } else if (hasAccess(access)) {
      stateActions.push(openApp(opensAppsDirectly(kind)));
      // A trial of its own may become a subscription; a subscription's trial already is one (no Subscribe).
      if (access === 'trial-active') {
        if (!userService?.renews)
          stateActions.push(toDestination('subscribe', phrase('Subscribe'), { page: 'subscribe', serviceId }));
        stateActions.push(toDestination('claim-code', phrase('Claim Activation Code'), { page: 'claim-code' }));
      }
    } else {
      stateActions.push(
        toDestination('subscribe', expired ? phrase('Subscribe') : phrase('Subscribe or Start a Trial'), {
          page: 'subscribe',
          serviceId,
        }),
        toDestination('claim-code', phrase('Claim Activation Code'), { page: 'claim-code' }),
      );
    }
    // §2 'Subscription expired or trial active: … Request A Quote' (integrated apps only: this branch).
    if (!grantedByChild && quoteOfferedFor(access)) stateActions.push(requestQuote());
  }

  const register = shownButton(service.config.registerButton, kind);
  if (register) {
    stateActions.push(toUrl('register', register.label, register.url, /^https?:\/\//i.test(register.url)));
  }

  return { comingSoon: false, access, messages, contactLine, actions: withEmphasis([...stateActions, ...always]) };
}

/** A configured button (access or register), unless it is hidden from students and the viewer is one. */
function shownButton(
  button: ServiceConfigButton | null,
  kind: { isStudent: boolean } | null,
): ServiceConfigButton | null {
  return button && !(button.studentHidden && kind?.isStudent) ? button : null;
}

/** One way into an app in the app modal: a part of it through sign-on, or the app's own configured access button. */
export type AppModalChoice =
  | { kind: 'sign-on'; label: string; relayState: string | null }
  | { kind: 'url'; label: string; url: string; external: boolean };

/**
 * The app modal (§2, §3 service config): the app's own start page, the teacher's or the parent's
 * dashboard when the service names one, and its access button when configured (hidden from
 * students when so configured).
 */
export function appModalChoices(
  service: Service,
  viewer: Pick<SessionUser, 'homeRole' | 'schoolRole' | 'isSchoolAdmin' | 'staffRoles'> | null,
): AppModalChoice[] {
  const kind = viewer ? accountKind(viewer) : null;
  const { teacherPath, parentPath, appPath } = service.config;
  const choices: AppModalChoice[] = [
    { kind: 'sign-on', label: icu('Open {app}', { app: service.name }), relayState: appPath },
  ];
  if (kind?.isTeacher && teacherPath)
    choices.push({ kind: 'sign-on', label: phrase('Open the teacher dashboard'), relayState: teacherPath });
  if (kind?.isParentAccount && parentPath)
    choices.push({ kind: 'sign-on', label: phrase('Open the parent dashboard'), relayState: parentPath });
  const access = shownButton(service.config.accessButton, kind);
  if (access)
    choices.push({ kind: 'url', label: access.label, url: access.url, external: /^https?:\/\//i.test(access.url) });
  return choices;
}

/** The parent holds the access themselves (not through a child's subscription). */
function ownAccess(access: AccessState, userService: UserService | undefined): boolean {
  return hasAccess(access) && (userService === undefined || userService.grantedByChildId === null);
}

function withEmphasis(actions: ServiceDetailActionDraft[]): ServiceDetailAction[] {
  return actions.map((action, index) => ({ ...action, emphasis: index === 0 ? 'primary' : 'secondary' }));
}
