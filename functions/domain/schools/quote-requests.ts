import { randomUUID } from 'node:crypto';
import {
  SCHOOL_ACCESS_MESSAGES,
  type QuoteRequestInput,
  type QuoteResponse,
} from '../../../shared/schemas/school-access';
import type { SessionUser } from '../../../shared/schemas/user';
import type { MailSender } from '../../adapters/mail/port';
import { saveQuoteRequest, type QuoteRequestRecord } from '../../data/quote-requests';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { listServices } from '../../data/services';
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

/**
 * Request A Quote (visitor-and-account §2 web.school-quote, §7 schools/request-subscription): a
 * teacher with a school names enabled, integrated, paid titles (422 otherwise). Counted against
 * the teacher's hourly limit (429), then the titles they may still trial get an interim trial,
 * the request is recorded in the school's partition and mailed to sales, replies going to the
 * contact email.
 */
export async function requestSchoolSubscription(
  user: SessionUser,
  input: QuoteRequestInput,
  dependencies: QuoteRequestDependencies,
): Promise<QuoteResponse> {
  const [school, catalogue] = await Promise.all([schoolOfTeacher(user), listServices()]);
  const problems = input.services.flatMap((id, position) => {
    const service = catalogue.find((candidate) => candidate.id === id);
    return service && service.enabled && service.integrated && !service.free
      ? []
      : [
          {
            status: '422',
            code: 'validation',
            detail: SCHOOL_ACCESS_MESSAGES.titleUnknown,
            source: { pointer: fieldPointer(['services', position]) },
          },
        ];
  });
  if (problems.length > 0) throw new ValidationError(problems);

  const now = dependencies.clock();
  if (!(await countAttempt(QUOTE_REQUEST_LIMIT, user.id, now)).allowed)
    throw new TooManyRequestsError(SCHOOL_ACCESS_MESSAGES.tooManyQuotes);

  const services = [...new Set(input.services)];
  const interimTrial = await grantInterimTrial(user, school, services, catalogue, {
    trialDays: dependencies.trialDays,
    now,
  });
  const request: QuoteRequestRecord = {
    id: (dependencies.newId ?? randomUUID)(),
    schoolId: school.id,
    userId: user.id,
    requestedAt: now.toISOString(),
    services,
    school: input.school,
    contact: input.user,
    trial: input.trial,
    interimTrial,
  };
  await saveQuoteRequest(request);
  await dependencies.mail.send(
    quoteRequestMail({ to: dependencies.salesAddress, request, school, teacher: user, catalogue }),
  );
  return { quoteRequestId: request.id, interimTrial };
}
