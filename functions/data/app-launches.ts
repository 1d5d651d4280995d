import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { timeToLive } from './table-design';
import type { TransactItem } from './transactions';
import { userPartition } from './users';

/** Launch events are kept this long: the usage page counts 90 days, a school year's questions need more. */
const LAUNCH_EVENT_RETENTION_DAYS = 400;

/**
 * A person's use of one app: when they last opened it (the user-service's lastAccess), how often,
 * and, for a school member, the school it counts for (the usage index: every member of a school who
 * opened an app, one Query).
 */
export const appUses = defineEntity({
  name: 'app-use',
  schema: z.object({
    userId: z.string(),
    serviceId: z.string(),
    lastAccess: isoDateTime,
    launches: z.int().check(z.nonnegative()),
    /** The school the person belonged to at their last launch; null for home accounts. */
    schoolId: z.nullable(z.string()),
  }),
  key: {
    fields: ['userId', 'serviceId'],
    key: ({ userId, serviceId }) => ({ pk: userPartition(userId), sk: `APPUSE#${serviceId}` }),
  },
  indexes: {
    bySchoolService: {
      index: 'gsi1',
      fields: ['schoolId', 'serviceId', 'userId'],
      key: ({ schoolId, serviceId, userId }) => ({ pk: `USAGE#${schoolId}#${serviceId}`, sk: userId }),
    },
  },
});
export type AppUse = z.output<typeof appUses.schema>;

/**
 * One launch, as it happened (who, as whom, which app, which attributes it received, when). A
 * school member's launch is also in the school's launches of that app, by time (gsi1; sparse: home
 * accounts' launches have no school): the school's data-sharing report reads 90 days of them with
 * one Query per app.
 */
export const appLaunchEvents = defineEntity({
  name: 'app-launch',
  schema: z.object({
    userId: z.string(),
    actorId: z.string(),
    serviceId: z.string(),
    at: isoDateTime,
    schoolId: z.nullable(z.string()),
    /** SP-initiated (answering the app's request) or IdP-initiated (from the library). */
    initiatedBy: z.enum(['app', 'portal']),
    /**
     * The names of the attributes the app received (those with a value), so a parent or a school
     * can see what each app was told. Launches recorded before this was kept read as none.
     */
    attributes: z._default(z.array(z.string()), []),
    ttl: z.int(),
  }),
  key: {
    fields: ['userId', 'at', 'serviceId'],
    key: ({ userId, at, serviceId }) => ({ pk: userPartition(userId), sk: `LAUNCHED#${at}#${serviceId}` }),
  },
  indexes: {
    bySchoolService: {
      index: 'gsi1',
      fields: ['schoolId', 'serviceId', 'at', 'userId'],
      key: ({ schoolId, serviceId, at, userId }) => ({
        pk: `SCHOOLLAUNCH#${schoolId}#${serviceId}`,
        sk: `${at}#${userId}`,
      }),
    },
  },
});
export type AppLaunchEvent = z.output<typeof appLaunchEvents.schema>;

/**
 * The writes of a launch: the event, and the person's use of the app (lastAccess, launches + 1 as
 * an atomic ADD, so concurrent launches all count; the school it counts for).
 */
function launchWrites(launch: Omit<AppLaunchEvent, 'ttl'>) {
  const keep = new Date(Date.parse(launch.at) + LAUNCH_EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const use = {
    userId: launch.userId,
    serviceId: launch.serviceId,
    lastAccess: launch.at,
    launches: 0,
    schoolId: launch.schoolId,
  };
  const indexKeys = appUses.indexKeysOf(use);
  const setIndex = launch.schoolId ? ', gsi1pk = :gsi1pk, gsi1sk = :gsi1sk' : '';
  const removeIndex = launch.schoolId ? '' : ' REMOVE gsi1pk, gsi1sk';
  return [
    { Put: appLaunchEvents.putRequest({ ...launch, ttl: timeToLive(keep) }) },
    {
      Update: {
        TableName: tableName(),
        Key: appUses.keyOf(use),
        UpdateExpression: `SET entity = :entity, userId = :userId, serviceId = :serviceId, schoolId = :schoolId, lastAccess = :at${setIndex} ADD launches :one${removeIndex}`,
        ExpressionAttributeValues: {
          ':entity': appUses.name,
          ':userId': launch.userId,
          ':serviceId': launch.serviceId,
          ':schoolId': launch.schoolId,
          ':at': launch.at,
          ':one': 1,
          ...(launch.schoolId ? { ':gsi1pk': indexKeys['gsi1pk'], ':gsi1sk': indexKeys['gsi1sk'] } : {}),
        },
      },
    },
  ];
}

/**
 * Records a launch with the checks that let it happen (its ticket unused, the person still
 * active, the app not blocked), in one transaction: a launch is recorded exactly when its ticket
 * is redeemed. Null when recorded; else the place in `checks` of the first check that failed, and
 * nothing is written.
 */
export async function recordAppLaunch(
  launch: Omit<AppLaunchEvent, 'ttl'>,
  checks: TransactItem[],
): Promise<number | null> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [...checks, ...launchWrites(launch)] }));
    return null;
  } catch (error) {
    const failed =
      error instanceof TransactionCanceledException
        ? (error.CancellationReasons ?? [])
            .slice(0, checks.length)
            .findIndex((reason) => reason.Code === 'ConditionalCheckFailed')
        : -1;
    if (failed >= 0) return failed;
    throw error;
  }
}

/** A person's use of every app they opened (their user-services' lastAccess). */
export function listAppUses(userId: string): Promise<AppUse[]> {
  return appUses.queryAll({ partition: userPartition(userId), sortKeyPrefix: 'APPUSE#' });
}

/** Everyone of a school who opened one app, with their last launch. */
export function listSchoolAppUses(schoolId: string, serviceId: string): Promise<AppUse[]> {
  return appUses.queryAll({ index: 'bySchoolService', partition: `USAGE#${schoolId}#${serviceId}` });
}

/** A school's launches of one app between two times (ISO, both included), oldest first. */
export function listSchoolLaunches(
  schoolId: string,
  serviceId: string,
  window: { from: string; to: string },
): Promise<AppLaunchEvent[]> {
  return appLaunchEvents.queryAll({
    index: 'bySchoolService',
    partition: `SCHOOLLAUNCH#${schoolId}#${serviceId}`,
    // Sort keys are <at ISO>#<userId>: '~' sorts after the '#' of any launch at `to`.
    sortKeyBetween: [window.from, `${window.to}~`],
  });
}

/**
 * A one-off migration's step (reindex-launches), never a request path: writes the school index
 * keys of a launch stored before the index existed. True when written; false for a home
 * account's launch (no school, no keys) or one already indexed.
 */
export async function reindexLaunch(item: Record<string, unknown>): Promise<boolean> {
  const launch = appLaunchEvents.fromItem(item);
  if (!launch.schoolId || item['gsi1pk']) return false;
  try {
    await db().send(new UpdateCommand(appLaunchEvents.reindexInput(launch)));
    return true;
  } catch (error) {
    // Gone meanwhile (its TTL, or the child's deletion): nothing to index.
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Every launch of a person that is still kept, newest first (their data page and download). */
export async function listAppLaunches(userId: string): Promise<AppLaunchEvent[]> {
  const launches = await appLaunchEvents.queryAll({ partition: userPartition(userId), sortKeyPrefix: 'LAUNCHED#' });
  return launches.reverse();
}
