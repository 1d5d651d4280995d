import type { TrialLandingAuthMethod } from '../content-pages';
import type { SessionUser } from '../schemas/user';
import type { UserService } from '../schemas/user-service';
import { accessState } from './service-access';

/** The `{services}` of /teacher-trial-landing/{services}: comma-separated ids, in order, once each. */
export function parseTrialLandingServices(segment: string): string[] {
  const ids = segment
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

/**
 * The requested services the viewer has in an active school-context trial (visitor-and-account §2
 * web.teacher-trial-landing: 'Only accepts services currently in a school-context trial'); the
 * others are dropped. Each comes with its user-service, for the trial's end date.
 */
export function activeSchoolTrials(
  requested: readonly string[],
  userServices: readonly UserService[],
  now: Date,
): UserService[] {
  return requested.flatMap((serviceId) => {
    const userService = userServices.find((candidate) => candidate.serviceId === serviceId);
    const accepted = userService?.context === 'school' && accessState(userService, now) === 'trial-active';
    return accepted ? [userService] : [];
  });
}

/** How the viewer signs in to the App Library, for the guide's sections on it. */
export function trialLandingAuthMethods(
  user: Pick<SessionUser, 'hasPassword' | 'socialAccounts'>,
): TrialLandingAuthMethod[] {
  const methods: TrialLandingAuthMethod[] = user.hasPassword ? ['password'] : [];
  if (user.socialAccounts.some((account) => account.provider === 'Google')) methods.push('google');
  if (user.socialAccounts.some((account) => account.provider === 'Facebook')) methods.push('facebook');
  return methods;
}
