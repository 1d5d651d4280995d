import type { ResourceUse } from '../http/access';
import { ACCOUNT_ACCESS_USER_POOL_ACTIONS } from '../domain/core/accounts/account-access';

/**
 * The scheduled jobs: when each runs, in UTC (EventBridge in AWS, lib-infra/api/scheduled-jobs.ts;
 * croner in the twin, both from these fields), and what its function touches (`uses`, wired as a
 * route's is). 17:00 UTC is 3 or 4 in the morning in Sydney, when schools are asleep.
 */
export const SCHEDULES = {
  // Deleting accounts as every deletion does: the table (status, class places, kept passwords) and the pool.
  'inactive-students': {
    minute: '0',
    hour: '17',
    uses: { table: 'readwrite', userPool: ACCOUNT_ACCESS_USER_POOL_ACTIONS } satisfies ResourceUse,
  },
  // Erasing deleted accounts whose deletion fell due, as a deleted child is erased: the table, the
  // pool (an import's deletion only disabled the identity), Stripe (subscriptions still running),
  // the exports bucket (files of the jobs the account ran). An hour after the clean-up's deletions.
  'deleted-accounts': {
    minute: '0',
    hour: '18',
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminDeleteUser'],
      payments: true,
      exports: 'remove',
    } satisfies ResourceUse,
  },
  // The public pages prerendered in every language (functions/scheduled/prerender.ts): it also runs
  // after each deploy and when staff change what the pages show; the daily run is the safety net.
  // It reads the table (the library's apps) and writes the site: the bucket's _prerendered/ and
  // sitemap.xml, the KeyValueStore of written pages, CloudFront invalidations.
  prerender: {
    minute: '30',
    hour: '18',
    uses: { table: 'read', prerenderedPages: 'write' } satisfies ResourceUse,
  },
} as const;

export type ScheduledJob = keyof typeof SCHEDULES;

/** The croner pattern of a schedule (minute hour day-of-month month day-of-week). */
export function cronPattern(job: ScheduledJob): string {
  const { minute, hour } = SCHEDULES[job];
  return `${minute} ${hour} * * *`;
}

/** Where the prerender job's bundle carries the renderer and the built index.html (bin/build-functions.ts packPrerenderer). */
export const PRERENDER_BUNDLE_FOLDER = 'prerender';
