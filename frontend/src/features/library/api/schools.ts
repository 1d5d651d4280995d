import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { StartTeacherTrialRequest } from '../../../../../shared/schemas/school-access';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/{userId}/start-teacher-trial; loaded when a teacher presses Start Free Trial, so the schools contract stays out of the first page. */
export function requestTeacherTrial(userId: string, services: StartTeacherTrialRequest['services']) {
  return apiRequest(schoolsEndpoints.startTeacherTrial, { params: { userId }, body: { services } });
}
