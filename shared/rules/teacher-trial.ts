import type { Service } from '../schemas/service';
import type { UserService } from '../schemas/user-service';

/**
 * Whether a teacher may start a free trial of a service themselves (visitor-and-account §2, §4):
 * an enabled, integrated, paid app they have never had access to. After an expired trial or
 * subscription the way back is Request A New Free Trial, which goes to sales. The API applies the
 * same rule (plus the school's trial lock) when it grants the trial.
 */
export function teacherMayTrial(
  service: Pick<Service, 'enabled' | 'integrated' | 'free'>,
  userService: UserService | undefined,
): boolean {
  return service.enabled && service.integrated && !service.free && userService === undefined;
}

/** The last month of a school subscription: 30 days or fewer (visitor-and-account §9). */
export const SCHOOL_SUBSCRIPTION_LAST_MONTH_DAYS = 30;
