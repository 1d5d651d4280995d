import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import { getService, listServices } from '../../data/services';
import { NotFoundError } from '../../platform/errors';

/** The Apps tab's list (staff-console §2): every app as stored, English with its other languages, by name. */
export function adminServices(): Promise<Service[]> {
  return listServices();
}

/** One app as stored, for its page in the console; 404 when there is none with this id. */
export async function adminService(serviceId: string): Promise<Service> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return service;
}
