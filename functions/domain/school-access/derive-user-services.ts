/**
 * How a school user's school-context user-services are derived (visitor-and-account §3, §4): pure
 * rules, no reads; ./user-services.ts feeds them.
 */
import type { SchoolService, TeacherTrial } from '../../../shared/schemas/school-access';
import type { UserService } from '../../../shared/schemas/user-service';

/** A school-context user-service of one source (a school subscription, perpetual access, a school trial or a teacher trial). */
function schoolAccess(
  serviceId: string,
  type: 'subscription' | 'trial',
  expiry: string | null,
  perpetual = false,
): UserService {
  return {
    serviceId,
    status: 'active',
    type,
    context: 'school',
    expiry,
    lastAccess: null,
    triallable: false,
    perpetual,
    grantedByChildId: null,
  };
}

function isActive(userService: UserService, now: Date): boolean {
  return (
    userService.type === 'free' ||
    userService.perpetual ||
    userService.expiry === null ||
    Date.parse(userService.expiry) > now.getTime()
  );
}

/** Among active access: free and perpetual first, then a subscription, then a trial. */
function strength(userService: UserService): number {
  if (userService.type === 'free' || userService.perpetual) return 3;
  return userService.type === 'subscription' ? 2 : 1;
}

function expiryTime(userService: UserService): number {
  return userService.expiry === null ? Number.POSITIVE_INFINITY : Date.parse(userService.expiry);
}

/**
 * Whether `a` gives better access than `b` at `now`: active beats expired; among active ones
 * perpetual > subscription > trial, then the later expiry; among expired ones the later expiry.
 */
export function betterAccess(a: UserService, b: UserService, now: Date): boolean {
  const [activeA, activeB] = [isActive(a, now), isActive(b, now)];
  if (activeA !== activeB) return activeA;
  if (activeA && strength(a) !== strength(b)) return strength(a) > strength(b);
  return expiryTime(a) > expiryTime(b);
}

/** One user-service per service: the best of its sources. The order of first appearance is kept. */
export function bestPerService(userServices: readonly UserService[], now: Date): UserService[] {
  const best = new Map<string, UserService>();
  for (const candidate of userServices) {
    const current = best.get(candidate.serviceId);
    if (!current || betterAccess(candidate, current, now)) best.set(candidate.serviceId, candidate);
  }
  return [...best.values()];
}

/**
 * A school user's school-context user-services (visitor-and-account §3 user-service, §4): derived
 * from their school's school-services and, for a teacher, their own teacher trials; never stored
 * per user. Pure.
 */
export function deriveSchoolUserServices(
  sources: { schoolServices: readonly SchoolService[]; teacherTrials: readonly TeacherTrial[] },
  now: Date,
): UserService[] {
  const candidates: UserService[] = [];
  for (const entry of sources.schoolServices) {
    if (entry.perpetual) candidates.push(schoolAccess(entry.serviceId, 'subscription', null, true));
    if (entry.subscriptionEnd !== null)
      candidates.push(schoolAccess(entry.serviceId, 'subscription', entry.subscriptionEnd));
    if (entry.trialEnd !== null) candidates.push(schoolAccess(entry.serviceId, 'trial', entry.trialEnd));
  }
  for (const trial of sources.teacherTrials) candidates.push(schoolAccess(trial.serviceId, 'trial', trial.expiry));
  return bestPerService(candidates, now);
}
