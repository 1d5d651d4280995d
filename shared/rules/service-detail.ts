import type { SessionUser } from '../schemas/user';
import type { Service } from '../schemas/service';
import type { UserService } from '../schemas/user-service';
import { accountKind } from './account-kind';
import { accessState, hasAccess, type AccessState } from './service-access';

/**
 * What the service detail shows to one viewer (visitor-and-account §2 'Service detail buttons by
 * state'): the messages, whether the phone contact line appears, and the ordered buttons. Pure, so
 * the SPA renders it and the API could reuse it; the routes named here are the SPA's.
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

export interface ServiceDetailAction {
  id: ServiceDetailActionId;
  label: string;
  /** A path of the SPA (or of the API for sign-on), or an absolute URL when `external`. */
  href: string;
  external: boolean;
  /** The first call to action is emphasised; the rest are secondary. */
  emphasis: 'primary' | 'secondary';
  /** The viewer must be signed out before following the link (a child logging in to the parent account). */
  signOutFirst?: boolean;
  /**
   * For 'open-app': students, children and personal users go straight to the app through sign-on;
   * every other viewer first sees a dialog choosing which part of the app to open.
   */
  opensDirectly?: boolean;
}

export type ServiceDetailMessageId =
  | 'coming-soon'
  | 'trial-active'
  | 'trial-expired'
  | 'subscription-expired'
  | 'child-grants-access'
  | 'talk-to-parent'
  | 'ask-teacher';

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

export const SERVICE_DETAIL_TEXT = {
  comingSoon: 'Coming Soon',
  childGrantsAccess: "Your child's subscription grants you access",
  talkToParent: 'Talk to your parent about subscribing.',
  askTeacher: 'Ask your teacher about getting access to this app.',
} as const;

/** Dates display as weekday, day of month, month, year (visitor-and-account §9). */
export function formatLongDate(iso: string, locale = 'en-AU', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The viewer's access to a service: a free service is open to anyone signed in. */
export function viewerAccessState(
  viewer: SessionUser | null,
  service: Service,
  userService: UserService | undefined,
  now: Date,
): AccessState {
  const state = accessState(userService, now);
  if (viewer && service.free && !hasAccess(state)) return 'free';
  return state;
}

export const serviceRoutes = {
  subscribe: (serviceId: string) => `/products/${encodeURIComponent(serviceId)}/subscribe`,
  claimCode: '/retail-activation',
  quote: (serviceId: string) => `/school-quote?app=${encodeURIComponent(serviceId)}`,
  teacherTrial: (serviceId: string) => `/school-quote?app=${encodeURIComponent(serviceId)}&trial=1`,
  register: (serviceId: string) => `/auth/register?serviceId=${encodeURIComponent(serviceId)}`,
  login: (serviceId: string) => `/auth/login?service=${encodeURIComponent(serviceId)}`,
  familySubscriptions: '/parent',
  mySubscriptions: '/account/subscriptions',
  signOn: (serviceId: string) => `/api/saml2/idp/login/${encodeURIComponent(serviceId)}`,
} as const;

type ActionDraft = Omit<ServiceDetailAction, 'emphasis'>;

function link(id: ServiceDetailActionId, label: string, href: string, extra: Partial<ActionDraft> = {}): ActionDraft {
  return { id, label, href, external: false, ...extra };
}

export function serviceDetail(input: ServiceDetailInput): ServiceDetail {
  const { viewer, service, userService, now } = input;
  const kind = viewer ? accountKind(viewer) : null;
  const access = viewerAccessState(viewer, service, userService, now);
  const formatDate = (iso: string) => formatLongDate(iso, input.locale, input.timeZone);

  const messages: ServiceDetailMessage[] = [];
  const stateActions: ActionDraft[] = [];
  let contactLine = false;

  const always: ActionDraft[] = [link('visit', `Visit ${service.name}`, service.homepage, { external: true })];
  if (service.infoPage) always.push(link('learn-more', 'Learn More', service.infoPage, { external: true }));

  if (!service.enabled) {
    messages.push({ id: 'coming-soon', tone: 'info', text: SERVICE_DETAIL_TEXT.comingSoon });
    return { comingSoon: true, access, messages, contactLine, actions: withEmphasis(always) };
  }

  // Expiry messages apply to every signed-in viewer with a dated user-service.
  const expiry = userService?.expiry ?? null;
  if (expiry && (access === 'trial-active' || access === 'trial-expired' || access === 'subscription-expired')) {
    contactLine = true;
    if (access === 'trial-active') {
      messages.push({ id: 'trial-active', tone: 'info', text: `Your free trial expires on ${formatDate(expiry)}.` });
    } else if (access === 'trial-expired') {
      messages.push({ id: 'trial-expired', tone: 'warning', text: `WARNING: Your free trial expired on ${formatDate(expiry)}.` });
    } else {
      messages.push({
        id: 'subscription-expired',
        tone: 'warning',
        text: `WARNING: Your previous subscription expired on ${formatDate(expiry)}.`,
      });
    }
  }

  const openApp = (opensDirectly: boolean) =>
    link('open-app', `Open ${service.name}`, serviceRoutes.signOn(service.id), { opensDirectly });
  const expired = access === 'trial-expired' || access === 'subscription-expired';

  if (!service.integrated) {
    // Not integrated with our sign-on: the app has its own login, and that is the only way in.
    const button = service.config.accessButton;
    stateActions.push(link('service-login', button?.label || 'Login', button?.url || service.homepage, { external: true }));
  } else if (!viewer || !kind) {
    if (service.free) {
      stateActions.push(link('login', 'Login', serviceRoutes.login(service.id)));
    } else {
      stateActions.push(
        link('start-trial', 'Start a Trial', serviceRoutes.register(service.id)),
        link('login', 'Login', serviceRoutes.login(service.id)),
        link('claim-code', 'Claim Activation Code', serviceRoutes.claimCode),
      );
    }
  } else if (kind.isTeacher) {
    if (hasAccess(access)) stateActions.push(openApp(false));
    if (access === 'none') stateActions.push(link('teacher-trial', 'Start Free Trial', serviceRoutes.teacherTrial(service.id)));
    if (expired) stateActions.push(link('teacher-new-trial', 'Request A New Free Trial', serviceRoutes.teacherTrial(service.id)));
    if (!hasAccess(access) || access === 'trial-active') {
      stateActions.push(link('request-quote', 'Request A Quote', serviceRoutes.quote(service.id)));
    }
  } else if (kind.isStudent) {
    if (hasAccess(access)) stateActions.push(openApp(true));
    else messages.push({ id: 'ask-teacher', tone: 'info', text: SERVICE_DETAIL_TEXT.askTeacher });
  } else if (kind.isChildAccount) {
    if (hasAccess(access)) {
      stateActions.push(openApp(true));
    } else {
      messages.push({ id: 'talk-to-parent', tone: 'info', text: SERVICE_DETAIL_TEXT.talkToParent });
      stateActions.push(
        link('login-to-parent', 'Login to Parent Account to Start a Trial', serviceRoutes.login(service.id), {
          signOutFirst: true,
        }),
      );
    }
  } else {
    // Personal and parent accounts (and staff without a home or school role, who count as personal).
    const grantedByChild =
      kind.isParentAccount && (input.childHoldsService || userService?.grantedByChildId != null) && !ownAccess(access, userService);
    if (grantedByChild) {
      messages.push({ id: 'child-grants-access', tone: 'success', text: SERVICE_DETAIL_TEXT.childGrantsAccess });
      stateActions.push(openApp(false), link('manage-subscriptions', 'Manage Subscriptions', serviceRoutes.familySubscriptions));
    } else if (hasAccess(access)) {
      stateActions.push(openApp(kind.isPersonalAccount));
      if (access === 'trial-active') {
        stateActions.push(
          link('subscribe', 'Subscribe', serviceRoutes.subscribe(service.id)),
          link('claim-code', 'Claim Activation Code', serviceRoutes.claimCode),
        );
      }
    } else {
      stateActions.push(
        link('subscribe', expired ? 'Subscribe' : 'Subscribe or Start a Trial', serviceRoutes.subscribe(service.id)),
        link('claim-code', 'Claim Activation Code', serviceRoutes.claimCode),
      );
    }
  }

  const register = service.config.registerButton;
  if (register && !(register.studentHidden && kind?.isStudent)) {
    stateActions.push(link('register', register.label, register.url, { external: /^https?:\/\//i.test(register.url) }));
  }

  return { comingSoon: false, access, messages, contactLine, actions: withEmphasis([...stateActions, ...always]) };
}

/** The parent holds the access themselves (not through a child's subscription). */
function ownAccess(access: AccessState, userService: UserService | undefined): boolean {
  return hasAccess(access) && (userService === undefined || userService.grantedByChildId === null);
}

function withEmphasis(actions: ActionDraft[]): ServiceDetailAction[] {
  return actions.map((action, index) => ({ ...action, emphasis: index === 0 ? 'primary' : 'secondary' }));
}
