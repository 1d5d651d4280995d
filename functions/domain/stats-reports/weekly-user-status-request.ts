import {
  DEFAULT_STATS_SERVICE_ID,
  GLOBAL_COUNTRY,
  startOfYear,
  STATS_MESSAGES,
  type WeeklyUserStatusRequest,
} from '../../../shared/schemas/stats-reports';
import { countryExists } from '../../data/countries';
import { getService } from '../../data/services';
import { fieldPointer, ValidationError } from '../../platform/errors';
import type { WeeklyUserStatusParams } from './weekly-user-status';

function fieldError(field: string, detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

/** The form's choices with their defaults (§9) filled in and checked: the service and the country must exist. */
export async function settleWeeklyUserStatus(
  request: WeeklyUserStatusRequest,
  now: Date,
): Promise<WeeklyUserStatusParams> {
  const serviceId = request.service || DEFAULT_STATS_SERVICE_ID;
  const country = request.country || GLOBAL_COUNTRY;
  const [service, countryKnown] = await Promise.all([
    getService(serviceId),
    country === GLOBAL_COUNTRY ? true : countryExists(country),
  ]);
  if (!service) throw fieldError('service', STATS_MESSAGES.unknownService);
  if (!countryKnown) throw fieldError('country', STATS_MESSAGES.unknownCountry);
  return {
    start: request.start || startOfYear(now),
    until: now.toISOString().slice(0, 10),
    serviceId,
    role: request.role ?? 'teacher',
    country,
  };
}
