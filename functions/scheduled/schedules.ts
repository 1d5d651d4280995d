/**
 * When the scheduled jobs run, in UTC: EventBridge in AWS (lib-infra/jobs), croner in the twin,
 * both from these fields. 17:00 UTC is 3 or 4 in the morning in Sydney, when schools are asleep.
 */
export const SCHEDULES = {
  'inactive-students': { minute: '0', hour: '17' },
} as const;

export type ScheduledJob = keyof typeof SCHEDULES;

/** The croner pattern of a schedule (minute hour day-of-month month day-of-week). */
export function cronPattern(job: ScheduledJob): string {
  const { minute, hour } = SCHEDULES[job];
  return `${minute} ${hour} * * *`;
}
