import { randomUUID } from 'node:crypto';
import {
  SCHOOL_ACCESS_MESSAGES,
  type QuoteRequestInput,
  type QuoteResponse,
} from '../../../shared/schemas/school-access';
import { accountKind } from '../../../shared/rules/account-kind';
import { accessState } from '../../../shared/rules/service-access';
import { quoteOfferedFor } from '../../../shared/rules/service-detail';
import type { SessionUser } from '../../../shared/schemas/user';
import type { MailSender } from '../../adapters/mail/port';
import { saveHomeQuoteRequest, saveQuoteRequest, type QuoteRequestRecord } from '../../data/quote-requests';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { listServices } from '../../data/services';
import { listUserServices } from '../../data/user-services';
import { fieldPointer, TooManyRequestsError, ValidationError } from '../../platform/errors';
import { quoteRequestMail } from '../core/mails/quote-request-mail';
import { grantInterimTrial, schoolOfTeacher } from '../school-access/teacher-trials';

const HOUR_MS = 60 * 60 * 1000;
/** Quote requests per teacher and hour: enough for any real school, not for a loop. */
export const QUOTE_REQUEST_LIMIT: RateLimit = { scope: 'quote-request', limit: 10, windowMs: HOUR_MS };

export interface QuoteRequestDependencies {
  mail: MailSender;
  salesAddress: string;
  /** How many days the interim trial lasts (TEACHER_TRIAL_DAYS). */
  trialDays: number;
  clock: () => Date;
  newId?: () => string;
}

function titleProblems(ids: readonly string[], detail: string, refused: (id: string) => boolean) {
  return ids.flatMap((id, position) =>
    refused(id)
      ? [{ status: '422', code: 'validation', detail, source: { pointer: fieldPointer(['services', position]) } }]
      : [],
  );
}

/**
 * Request A Quote (visitor-and-account §2 web.school-quote, §7 schools/request-subscription): a
 * teacher with a school names enabled, integrated, paid titles (422 otherwise). Counted against
 * the teacher's hourly limit (429), then the titles they may still trial get an interim trial,
 * the request is recorded in the school's partition and mailed to sales, replies going to the
 * contact email.
 *
 * A personal or parent account may ask too, for the apps the service detail offers it a quote for
 * (§2 'Subscription expired or trial active: … Request A Quote'): those it is trialling or whose
 * trial or subscription has ended (422 for any other). It has no school, so no interim trial; the
 * request is kept in the person's partition and mailed to sales the same way.
 */
export async function requestSchoolSubscription(
  user: SessionUser,
  input: QuoteRequestInput,
  dependencies: QuoteRequestDependencies,
): Promise<QuoteResponse> {
  const isTeacher = accountKind(user).isTeacher;
  const [school, catalogue, held] = await Promise.all([
    isTeacher ? schoolOfTeacher(user) : null,
    listServices(),
    isTeacher ? [] : listUserServices(user.id),
  ]);
  const now = dependencies.clock();
  const problems = titleProblems(input.services, SCHOOL_ACCESS_MESSAGES.titleUnknown, (id) => {
    const service = catalogue.find((candidate) => candidate.id === id);
    return !(service && service.enabled && service.integrated && !service.free);
  });
  if (problems.length > 0) throw new ValidationError(problems);
  if (!school) {
    const notOffered = titleProblems(input.services, SCHOOL_ACCESS_MESSAGES.quoteNotForThisApp, (id) => {
      const own = held.find((access) => access.serviceId === id && access.grantedByChildId === null);
      return !quoteOfferedFor(accessState(own, now));
    });
    if (notOffered.length > 0) throw new ValidationError(notOffered);
  }

  if (!(await countAttempt(QUOTE_REQUEST_LIMIT, user.id, now)).allowed)
    throw new TooManyRequestsError(SCHOOL_ACCESS_MESSAGES.tooManyQuotes);

  const services = [...new Set(input.services)];
  const interimTrial = school
    ? await grantInterimTrial(user, school, services, catalogue, { trialDays: dependencies.trialDays, now })
    : null;
  const request = {
    id: (dependencies.newId ?? randomUUID)(),
    userId: user.id,
    requestedAt: now.toISOString(),
    services,
    school: input.school,
    contact: input.user,
    trial: input.trial,
    interimTrial,
  };
  if (school) await saveQuoteRequest({ ...request, schoolId: school.id } satisfies QuoteRequestRecord);
  else await saveHomeQuoteRequest(request);
  await dependencies.mail.send(
    quoteRequestMail({ to: dependencies.salesAddress, request, school, teacher: user, catalogue }),
  );
  return { quoteRequestId: request.id, interimTrial };
}
