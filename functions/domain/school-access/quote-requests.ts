import type { QuoteRequestInput, QuoteResponse } from '../../../shared/schemas/school-access';
import type { SessionUser } from '../../../shared/schemas/user';

/** Request A Quote (visitor-and-account §2 web.school-quote): built in the next commits. */
export async function requestSchoolSubscription(_user: SessionUser, _request: QuoteRequestInput): Promise<QuoteResponse> {
  throw new Error('Quote requests are not built yet');
}
