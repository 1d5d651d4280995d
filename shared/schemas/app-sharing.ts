import * as z from 'zod/mini';
import { SIGN_ON_ATTRIBUTES, type SignOnAttribute } from './app-launch';
import { isoDateTime } from './common';
import { BLOCKED_BY_PARENT_BADGE } from './user-service';
import { icu, phrase, translated } from '../i18n/text';

/**
 * Per-app sharing a parent controls for each child (ARCHITECTURE 'What an app may know about a
 * person': the family's sharing choices): what each app the child can open receives at sign-on,
 * how much of the child's name it gets, and whether the parent has blocked it. The choice applies
 * at the child's next launch (functions/domain/app-launch/launch-ticket.ts).
 */

/**
 * How much of the child's name an app is told:
 * - `default`: as the app is registered (first name and last initial for most apps);
 * - `firstName`: no lastInitial, lastName, username nor email;
 * - `none`: no attributes at all, only the NameID (the child's pseudonymous id).
 */
export const NAME_SHARING_CHOICES = ['default', 'firstName', 'none'] as const;
export type NameSharing = (typeof NAME_SHARING_CHOICES)[number];

/** The attributes 'first name only' holds back: every one that names or identifies the child but the first name. */
export const NAMING_ATTRIBUTES: readonly SignOnAttribute[] = ['lastInitial', 'lastName', 'username', 'email'];

/** The attributes an app registered for `registered` receives under a choice. Pure; the launch and the page use it. */
export function sharedAttributes(registered: readonly SignOnAttribute[], choice: NameSharing): SignOnAttribute[] {
  if (choice === 'none') return [];
  if (choice === 'firstName') return registered.filter((name) => !NAMING_ATTRIBUTES.includes(name));
  return [...registered];
}

/**
 * The choices as the page names them. What each releases is not in its name (it depends on the
 * app's registration): the page says it in words from sharedAttributes (releasedInWords).
 */
export const NAME_SHARING_LABELS: Readonly<Record<NameSharing, string>> = {
  default: 'The default (as the app is registered)',
  firstName: 'First name only',
  none: 'No name (a pseudonymous id only)',
};

/** Each attribute in words, as a parent reads what an app receives. */
export const SIGN_ON_ATTRIBUTE_LABELS: Readonly<Record<SignOnAttribute, string>> = {
  username: 'username',
  firstName: 'first name',
  lastInitial: 'last initial',
  lastName: 'last name',
  email: 'e-mail address',
  role: 'account type (child)',
  schoolId: 'school',
  classIds: 'classes',
  accessType: 'kind of access (subscription, trial or free)',
  accessExpiry: 'when access ends',
};

/**
 * What a child's account never has a value for (a child has no school, classes or e-mail address:
 * functions/domain/children/child-accounts.ts childProfile), so an app registered for them is sent
 * them empty: the words leave them out rather than promise what is not sent.
 */
const EMPTY_FOR_A_CHILD: readonly SignOnAttribute[] = ['schoolId', 'classIds', 'email'];

/**
 * What an app is sent about a child, in words, from the attributes the launch releases
 * (sharedAttributes: the one rule the launch ticket uses), so the page cannot say less or more than
 * is sent: 'a pseudonymous id, username, first name, last initial, …'.
 */
export function releasedInWords(attributes: readonly SignOnAttribute[]): string {
  const named = attributes.filter((name) => !EMPTY_FOR_A_CHILD.includes(name));
  if (named.length === 0) return translated(phrase('only a pseudonymous id (a number that does not name your child)'));
  const words = named.map((name) => translated(SIGN_ON_ATTRIBUTE_LABELS[name])).join(', ');
  return icu('a pseudonymous id, {words}', { words });
}

export const APP_SHARING_MESSAGES = {
  saved: (app: string) => icu('Your choices for {app} are saved. They apply the next time it is opened.', { app }),
  blocked: (app: string, child: string) => icu('{app} is blocked for {child}.', { app, child }),
  unblocked: (app: string, child: string) => icu('{app} is unblocked for {child}.', { app, child }),
  appNotFound: 'This app is not one your child can open.',
  notWhileActing:
    'Only the parent can see and change what apps receive about their child, not someone logged in as the parent.',
  /** What blocking does, as the confirmation says it. */
  blockConfirm: (app: string, child: string) =>
    icu(
      "{child} will not be able to open {app} until you unblock it. The App Library shows it to {child} as blocked by you. Nothing of {child}'s access or subscription is lost.",
      { app, child },
    ),
  libraryBadge: BLOCKED_BY_PARENT_BADGE,
  chooseNameSharing: "Please choose what the app receives: 'default', 'firstName' or 'none'.",
  chooseBlocked: 'Please say whether the app is blocked (true or false).',
} as const;

export const childAppSharingParamsSchema = z.object({
  childId: z.string().check(z.minLength(1), z.maxLength(64)),
  serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** One app of the child's: what it receives now (after the choice), the choice, and whether it is blocked. */
export const childAppSharingSchema = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  /** What the app's registration releases (before the choice). */
  registeredAttributes: z.array(z.enum(SIGN_ON_ATTRIBUTES)),
  /** What it receives at the next launch (the choice applied); empty under 'none': only the NameID. */
  attributes: z.array(z.enum(SIGN_ON_ATTRIBUTES)),
  nameSharing: z.enum(NAME_SHARING_CHOICES),
  blocked: z.boolean(),
  /** When the parent last changed it; null: never (the default, not blocked). */
  updatedAt: z.nullable(isoDateTime),
});
export type ChildAppSharing = z.infer<typeof childAppSharingSchema>;

export const childAppSharingListResponseSchema = z.object({
  childFirstName: z.string(),
  apps: z.array(childAppSharingSchema),
});
export type ChildAppSharingList = z.infer<typeof childAppSharingListResponseSchema>;

export const childAppSharingBodySchema = z.object({
  nameSharing: z.enum(NAME_SHARING_CHOICES, { error: APP_SHARING_MESSAGES.chooseNameSharing }),
  blocked: z.boolean({ error: APP_SHARING_MESSAGES.chooseBlocked }),
});
export type ChildAppSharingBody = z.infer<typeof childAppSharingBodySchema>;

export const childAppSharingResponseSchema = z.object({ app: childAppSharingSchema });
