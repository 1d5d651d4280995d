import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { userSubscriptionSchema, type UserSubscription } from '../../shared/schemas/subscriptions';
import { db } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { userPartition } from './users';

const SUBSCRIPTION_PREFIX = 'SUBSCRIPTION#';

/**
 * A user's subscription to a service: one item per user and service (the current one), in the
 * user's partition, with what the portal needs to find it again by the card provider's id.
 */
export const userSubscriptions = defineEntity({
  name: 'user-subscription',
  schema: z.extend(userSubscriptionSchema, {
    /** The card provider's subscription and customer; null for a voucher's. */
    providerSubscriptionId: z.nullable(z.string()),
    providerCustomerId: z.nullable(z.string()),
    /** The activation code a voucher's subscription came from. */
    voucherCode: z.nullable(z.string()),
    /** The creation time of the newest provider event applied: an older event delivered late changes nothing. */
    providerEventAt: z.nullable(isoDateTime),
  }),
  key: {
    fields: ['userId', 'serviceId'],
    key: ({ userId, serviceId }) => ({ pk: userPartition(userId), sk: `${SUBSCRIPTION_PREFIX}${serviceId}` }),
  },
});
export type StoredSubscription = z.output<typeof userSubscriptions.schema>;

/** Where a subscription is, by its own id (the complete pages) or by the provider's (webhooks). */
const subscriptionLookups = defineEntity({
  name: 'user-subscription-lookup',
  schema: z.object({ lookupId: z.string(), userId: z.string(), serviceId: z.string() }),
  key: { fields: ['lookupId'], key: ({ lookupId }) => ({ pk: `SUBLOOKUP#${lookupId}`, sk: 'SUBLOOKUP' }) },
});

const ownIdLookup = (id: string) => `id#${id}`;
const providerLookup = (providerSubscriptionId: string) => `provider#${providerSubscriptionId}`;

export function toUserSubscription(stored: StoredSubscription): UserSubscription {
  const {
    providerSubscriptionId: _p,
    providerCustomerId: _c,
    voucherCode: _v,
    providerEventAt: _e,
    ...subscription
  } = stored;
  return subscription;
}

export function getSubscription(userId: string, serviceId: string): Promise<StoredSubscription | null> {
  return userSubscriptions.get({ userId, serviceId }, { consistent: true });
}

export function listSubscriptions(userId: string): Promise<StoredSubscription[]> {
  return userSubscriptions.queryAll({ partition: userPartition(userId), sortKeyPrefix: SUBSCRIPTION_PREFIX });
}

/** The keys of these subscriptions' lookups: what an account's deletion removes beside its partition. */
export function subscriptionLookupKeys(subscriptions: readonly StoredSubscription[]) {
  return subscriptions.flatMap((subscription) =>
    [
      ownIdLookup(subscription.id),
      ...(subscription.providerSubscriptionId ? [providerLookup(subscription.providerSubscriptionId)] : []),
    ].map((lookupId) => subscriptionLookups.keyOf({ lookupId })),
  );
}

async function followLookup(lookupId: string): Promise<StoredSubscription | null> {
  const lookup = await subscriptionLookups.get({ lookupId }, { consistent: true });
  return lookup ? getSubscription(lookup.userId, lookup.serviceId) : null;
}

/** The subscription with this id, while it is still the user's current one for its service. */
export async function findSubscriptionById(id: string): Promise<StoredSubscription | null> {
  const stored = await followLookup(ownIdLookup(id));
  return stored?.id === id ? stored : null;
}

export async function findSubscriptionByProviderId(providerSubscriptionId: string): Promise<StoredSubscription | null> {
  const stored = await followLookup(providerLookup(providerSubscriptionId));
  return stored?.providerSubscriptionId === providerSubscriptionId ? stored : null;
}

/**
 * Writes a new current subscription with its lookups, in one transaction. `replacing` is the
 * id of the subscription it replaces (an ended or cancelled one), or null when there was none:
 * two calls racing to subscribe cannot both win.
 */
export async function saveNewSubscription(subscription: StoredSubscription, replacing: string | null): Promise<void> {
  const replaceCondition: Condition = replacing
    ? { expression: '#id = :replacing', names: { '#id': 'id' }, values: { ':replacing': replacing } }
    : ITEM_ABSENT;
  const lookups = [
    ownIdLookup(subscription.id),
    ...(subscription.providerSubscriptionId ? [providerLookup(subscription.providerSubscriptionId)] : []),
  ];
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: userSubscriptions.putRequest(subscription, replaceCondition) },
        ...lookups.map((lookupId) => ({
          Put: subscriptionLookups.putRequest(
            { lookupId, userId: subscription.userId, serviceId: subscription.serviceId },
            ITEM_ABSENT,
          ),
        })),
      ],
    }),
  );
}

export type SubscriptionChanges = Partial<Omit<StoredSubscription, 'userId' | 'serviceId' | 'id' | 'createdAt'>>;

/** Changes the current subscription if it is still the one with this id (a replaced one is left alone). */
export function updateSubscription(
  subscription: Pick<StoredSubscription, 'userId' | 'serviceId' | 'id'>,
  changes: SubscriptionChanges,
): Promise<StoredSubscription> {
  return userSubscriptions.update({ userId: subscription.userId, serviceId: subscription.serviceId }, changes, {
    condition: { expression: '#sid = :sid', names: { '#sid': 'id' }, values: { ':sid': subscription.id } },
  });
}

/**
 * The writes that move a user's subscription to another user (a personal account's, to the child
 * it becomes a family with), for the caller's transaction: the subscription under the new user,
 * its lookups pointed there, the old item gone (only while it is still the one read).
 */
export function moveSubscriptionRequests(subscription: StoredSubscription, toUserId: string) {
  const lookups = [
    ownIdLookup(subscription.id),
    ...(subscription.providerSubscriptionId ? [providerLookup(subscription.providerSubscriptionId)] : []),
  ];
  return [
    { Put: userSubscriptions.putRequest({ ...subscription, userId: toUserId }, ITEM_ABSENT) },
    {
      Delete: userSubscriptions.removeRequest(subscription, {
        expression: '#id = :id',
        names: { '#id': 'id' },
        values: { ':id': subscription.id },
      }),
    },
    ...lookups.map((lookupId) => ({
      Put: subscriptionLookups.putRequest({ lookupId, userId: toUserId, serviceId: subscription.serviceId }),
    })),
  ];
}
