import { signInDirectory } from '../adapters/sign-in-directory';
import { runScheduledCleanUp } from '../domain/user-checks/inactive-students';
import { DEFAULT_INACTIVITY_POLICY, type InactivityPolicy } from '../domain/user-checks/inactivity-policy';
import { functionConfig } from '../platform/config';
import { logger } from '../platform/logger';

/** The retention in configuration (INACTIVE_STUDENT_*_YEARS), else the defaults: 2 years since a sign-in, 1 year for never signed in. */
export function configuredInactivityPolicy(): InactivityPolicy {
  const config = functionConfig();
  return {
    signInYears: Number(config.INACTIVE_STUDENT_SIGN_IN_YEARS ?? DEFAULT_INACTIVITY_POLICY.signInYears),
    neverSignedInYears: Number(
      config.INACTIVE_STUDENT_NEVER_SIGNED_IN_YEARS ?? DEFAULT_INACTIVITY_POLICY.neverSignedInYears,
    ),
  };
}

/**
 * The scheduled inactive-student clean-up (EventBridge rule in AWS; croner in the twin): one run
 * of the day's job, holding it until the invocation's deadline. A run that throws (one that failed
 * transiently, the job queued again) or a job that failed fails the invocation: Lambda retries it,
 * resuming the job from its cursor, then sends the event to the dead-letter queue, and the alarm
 * on the function's errors tells the team (lib-infra/api/scheduled-jobs.ts).
 */
export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis(): number },
): Promise<{ jobId: string | null; status: string; deleted: number }> {
  const remaining = context?.getRemainingTimeInMillis();
  const job = await runScheduledCleanUp(
    configuredInactivityPolicy(),
    { directory: signInDirectory() },
    new Date(),
    remaining !== undefined ? { leaseUntil: new Date(Date.now() + remaining) } : {},
  );
  const deleted = Number(job?.result?.['deleted'] ?? 0);
  logger.info('inactive-student clean-up finished', {
    jobId: job?.id ?? null,
    status: job?.status ?? 'not run',
    deleted,
  });
  if (job?.status === 'failed')
    throw new Error(`The inactive-student clean-up ${job.id} failed: ${job.error ?? 'unknown error'}`);
  return { jobId: job?.id ?? null, status: job?.status ?? 'not run', deleted };
}
