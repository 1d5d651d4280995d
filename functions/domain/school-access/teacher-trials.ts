import type { StartTeacherTrialResponse } from '../../../shared/schemas/school-access';
import type { SessionUser } from '../../../shared/schemas/user';

/** Start Free Trial (visitor-and-account §4): built in the next commits. */
export async function startTeacherTrial(_user: SessionUser, _services: 'all' | string[]): Promise<StartTeacherTrialResponse> {
  throw new Error('Teacher trials are not built yet');
}
