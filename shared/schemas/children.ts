import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { isoDateTime, singleLineText } from './common';
import { newPasswordSchema } from './auth';
import { sessionUserSchema } from './user';
import { userServiceSchema } from './user-service';
import { FAMILY_MESSAGES } from './children-messages';
import { phrase } from '../i18n/text';

/**
 * Family management (school-and-family §2 parent, My Child Accounts; §4 personal-account
 * migration; §5, §8 the child-account messages; visitor-and-account §3 home-migration form, §6).
 * A parent reaches only their own children: every check is in the API, and another parent's
 * child answers 404 as if it did not exist.
 */
export { FAMILY_MESSAGES } from './children-messages';

const childIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
export const childIdParamsSchema = z.object({ childId: childIdSchema });

/** What a child's row shows of one service they can use (the subscriptions column and the View Subscriptions dialog). */
export const childServiceSchema = z.extend(userServiceSchema, { serviceName: z.string() });
export type ChildService = z.infer<typeof childServiceSchema>;

/**
 * One row of My Child Accounts. The kept passphrase is not in the list: the parent presses Show
 * (POST …/password/reveal), and only that showing is recorded. `password` is set only where the
 * parent has just given it (a new child, a password just set), which needs no showing.
 */
export const childRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The password the parent has just given (a new child, a password just set); null in the list. */
  password: z.nullable(z.string()),
  lastSignIn: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  subscriptions: z.array(childServiceSchema),
});
export type ChildRow = z.infer<typeof childRowSchema>;

export const childrenListResponseSchema = z.object({ children: z.array(childRowSchema) });
export type ChildrenListResponse = z.infer<typeof childrenListResponseSchema>;

/** 'Create a new child account': the first name; the username and passphrase are generated, the last name is the parent's. */
/** A parent names their child: 'Please enter the child's first name.' */
export const childCreateSchema = z.object({
  firstName: singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH, whose: "the child's" }),
});
export type ChildCreateRequest = z.input<typeof childCreateSchema>;

export const childResponseSchema = z.object({ child: childRowSchema });
export type ChildResponse = z.infer<typeof childResponseSchema>;

/** Show on a child's password: the kept passphrase (null when none is kept: the parent can set one). */
export const childPasswordRevealResponseSchema = z.object({ password: z.nullable(z.string()) });
export type ChildPasswordRevealResponse = z.infer<typeof childPasswordRevealResponseSchema>;

/** The double-clicked password cell: a new password meeting the password rule. */
export const childPasswordSchema = z.object({ password: newPasswordSchema });

/** Delete Child Account: all of the chosen children, or none. */
export const childIdsSchema = z.object({
  childIds: z
    .array(childIdSchema, { error: FAMILY_MESSAGES.noChildrenSelected })
    .check(z.minLength(1, FAMILY_MESSAGES.noChildrenSelected), z.maxLength(50)),
});
export const childrenDeletedResponseSchema = z.object({ deleted: z.array(z.string()) });

/** One line of a child's audit trail, as their parent reads it. */
export const childAuditEntrySchema = z.object({
  at: isoDateTime,
  /** The audit action (functions/data/audit.ts AUDIT_ACTIONS), e.g. 'act-as.start', 'child.password.set'. */
  action: z.string(),
  /** Who did it: a name the parent knows ('You', the child's first name, or 'Portal staff'). */
  actorName: z.string(),
  /** Whom the actor acted as, when not themself. */
  actingAsName: z.nullable(z.string()),
  /** How many times in a row the same person did it (shared/rules/history-groups.ts); `at` is the last. */
  times: z.int().check(z.positive()),
});
export const childAuditQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });
export const childAuditResponseSchema = z.object({
  entries: z.array(childAuditEntrySchema),
  cursor: z.nullable(z.string()),
});
export type ChildAuditEntry = z.infer<typeof childAuditEntrySchema>;

/**
 * Add Child Account on a personal account (visitor-and-account §3 home-migration form): the
 * account becomes a parent account with these names and gets a child; with moveSubscriptions the
 * personal account's own subscriptions and trials move to the child.
 */
export const homeMigrationSchema = z.object({
  parentFirstName: singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH }),
  parentLastName: singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH }),
  childName: singleLineText({
    label: phrase('child name'),
    max: PERSON_NAME_MAX_LENGTH,
    required: FAMILY_MESSAGES.childNameRequired,
  }),
  moveSubscriptions: z.boolean(),
});
export type HomeMigrationRequest = z.input<typeof homeMigrationSchema>;
export const homeMigrationResponseSchema = z.object({ user: sessionUserSchema, child: childRowSchema });
