import {
  SCHOOL_ACCESS_MESSAGES,
  type StartTeacherTrialResponse,
  type TeacherTrial,
} from '../../../shared/schemas/school-access';
import type { School } from '../../../shared/schemas/schools';
import type { Service } from '../../../shared/schemas/service';
import type { SessionUser } from '../../../shared/schemas/user';
import { getSchool } from '../../data/schools';
import { listServices } from '../../data/services';
import { createTeacherTrials, TeacherTrialRefusedError } from '../../data/teacher-trials';
import { ConflictError, fieldPointer, ForbiddenError, ValidationError } from '../../platform/errors';
import { providerDate } from '../core/mails/provider-date';
import { chooseTrialServices, interimTrialServices } from './trial-choice';
import { userServicesOf } from './user-services';
import { translated } from '../../../shared/i18n/text';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialSettings {
  /** How many days a teacher's free trial lasts (TEACHER_TRIAL_DAYS). */
  trialDays: number;
  now?: Date;
}

/** §8's trial failure, then why: `reason` already in the caller's language (shared/i18n/text.ts). */
function trialFailed(reason: string): ConflictError {
  return new ConflictError(`${translated(SCHOOL_ACCESS_MESSAGES.trialFailed)} ${reason}`);
}

function lockedError(lockEnd: string): ConflictError {
  return trialFailed(SCHOOL_ACCESS_MESSAGES.trialLocked(providerDate(lockEnd)));
}

function isLocked(school: Pick<School, 'trialLockEnd'>, now: Date): school is { trialLockEnd: string } {
  return school.trialLockEnd !== null && Date.parse(school.trialLockEnd) > now.getTime();
}

/** The teacher's school: only teachers who belong to one start trials or ask for quotes (403 otherwise). */
export async function schoolOfTeacher(user: SessionUser): Promise<School> {
  const school = user.schoolId === null ? null : await getSchool(user.schoolId);
  if (!school) throw new ForbiddenError(SCHOOL_ACCESS_MESSAGES.noSchool);
  return school;
}

/**
 * Writes the trials of these services, all ending `trialDays` from now. A trial lock or a trial of
 * one of them that came into force since they were chosen refuses them all (409), changing nothing.
 */
async function grantTrials(
  user: SessionUser,
  school: School,
  serviceIds: string[],
  settings: TrialSettings,
): Promise<StartTeacherTrialResponse> {
  const now = settings.now ?? new Date();
  const expiry = new Date(now.getTime() + settings.trialDays * DAY_MS).toISOString();
  const trials: TeacherTrial[] = serviceIds.map((serviceId) => ({
    userId: user.id,
    schoolId: school.id,
    serviceId,
    startedAt: now.toISOString(),
    expiry,
  }));
  try {
    await createTeacherTrials(trials, school.id, now);
  } catch (error) {
    if (!(error instanceof TeacherTrialRefusedError)) throw error;
    if (error.refusal === 'already-trialled') throw trialFailed(translated(SCHOOL_ACCESS_MESSAGES.alreadyTrialled));
    const current = await getSchool(school.id, { consistent: true });
    throw lockedError(current?.trialLockEnd ?? now.toISOString());
  }
  return { services: serviceIds, expiry };
}

/** The teacher's school, refusing with 409 while its trial lock is in force. */
async function unlockedSchoolOf(user: SessionUser, now: Date): Promise<School> {
  const school = await schoolOfTeacher(user);
  if (isLocked(school, now)) throw lockedError(school.trialLockEnd);
  return school;
}

/**
 * Start Free Trial (visitor-and-account §4 teacher trial): a teacher with a school starts a free
 * trial of the named apps or of 'all' they may still trial (shared/rules/teacher-trial.ts against
 * their school-context user-services). Refused, changing nothing: an id that is no triallable app
 * (422), an app they had before, nothing left, or the school's trial lock (409).
 */
export async function startTeacherTrial(
  user: SessionUser,
  services: 'all' | string[],
  settings: TrialSettings,
): Promise<StartTeacherTrialResponse> {
  const now = settings.now ?? new Date();
  const school = await unlockedSchoolOf(user, now);
  const [catalogue, userServices] = await Promise.all([listServices(), userServicesOf(user, now)]);
  const choice = chooseTrialServices(services, catalogue, userServices);
  switch (choice.outcome) {
    case 'not-triallable': {
      const position = services === 'all' ? -1 : services.indexOf(choice.serviceId);
      throw new ValidationError([
        {
          status: '422',
          code: 'validation',
          detail: SCHOOL_ACCESS_MESSAGES.notTriallable,
          source: { pointer: fieldPointer(position >= 0 ? ['services', position] : ['services']) },
        },
      ]);
    }
    case 'already-trialled':
      throw trialFailed(translated(SCHOOL_ACCESS_MESSAGES.alreadyTrialled));
    case 'nothing-left':
      throw trialFailed(translated(SCHOOL_ACCESS_MESSAGES.nothingToTrial));
    case 'granted':
      return grantTrials(user, school, choice.serviceIds, { ...settings, now });
  }
}

/**
 * The quote's interim trial: the requested apps the teacher may still trial, granted for the trial
 * length; null when none may be or the school's trial lock is in force (or came into force, or
 * one was trialled, at the same moment).
 */
export async function grantInterimTrial(
  user: SessionUser,
  school: School,
  serviceIds: readonly string[],
  catalogue: readonly Service[],
  settings: TrialSettings & { now: Date },
): Promise<StartTeacherTrialResponse | null> {
  if (isLocked(school, settings.now)) return null;
  const userServices = await userServicesOf(user, settings.now);
  const triallable = interimTrialServices(serviceIds, catalogue, userServices);
  if (triallable.length === 0) return null;
  try {
    return await grantTrials(user, school, triallable, settings);
  } catch (error) {
    if (error instanceof ConflictError) return null;
    throw error;
  }
}
