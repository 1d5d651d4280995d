import * as z from 'zod/mini';
import { NAME_SHARING_CHOICES } from '../../shared/schemas/app-sharing';
import { isoDateTime } from '../../shared/schemas/common';
import { tableName } from './client';
import { defineEntity } from './entity';
import type { TransactItem } from './transactions';
import { userPartition } from './users';

const APP_SHARING_PREFIX = 'APPSHARING#';

/**
 * A parent's choice for one app of one child (ARCHITECTURE 'What an app may know about a person'):
 * how much of the child's name the app is told, and whether the parent blocked it. In the child's
 * partition (sk = APPSHARING#<serviceId>), so deleting the child removes it with everything else
 * there; no item means the default, not blocked.
 */
export const appSharingChoices = defineEntity({
  name: 'app-sharing',
  schema: z.object({
    childId: z.string(),
    serviceId: z.string(),
    nameSharing: z.enum(NAME_SHARING_CHOICES),
    blocked: z.boolean(),
    updatedAt: isoDateTime,
    /** Who made the choice (the parent). */
    updatedBy: z.string(),
  }),
  key: {
    fields: ['childId', 'serviceId'],
    key: ({ childId, serviceId }) => ({ pk: userPartition(childId), sk: `${APP_SHARING_PREFIX}${serviceId}` }),
  },
});
export type AppSharingChoice = z.output<typeof appSharingChoices.schema>;

/** Every choice made for one child's apps (one Query of the child's partition). */
export function listAppSharing(childId: string): Promise<AppSharingChoice[]> {
  return appSharingChoices.queryAll({ partition: userPartition(childId), sortKeyPrefix: APP_SHARING_PREFIX });
}

/** The choice for one app of one child, or null (the default, not blocked): one GetItem, read beside a launch's others. */
export function getAppSharing(childId: string, serviceId: string): Promise<AppSharingChoice | null> {
  return appSharingChoices.get({ childId, serviceId });
}

/**
 * The launch's check that the app is not blocked for this person (no choice, or one that does not
 * block): a parent who blocks an app after a ticket was issued stops its launch too.
 */
export function appNotBlockedCheck(childId: string, serviceId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: appSharingChoices.keyOf({ childId, serviceId }),
      ConditionExpression: 'attribute_not_exists(#pk) OR #blocked = :open',
      ExpressionAttributeNames: { '#pk': 'pk', '#blocked': 'blocked' },
      ExpressionAttributeValues: { ':open': false },
    },
  };
}

/** Replaces the choice for one app of one child (the last parent's word wins; each change is audited by the domain). */
export function putAppSharing(choice: AppSharingChoice): Promise<void> {
  return appSharingChoices.put(choice);
}
