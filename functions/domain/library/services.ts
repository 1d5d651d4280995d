import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import { getService, listServices } from '../../data/services';
import { NotFoundError } from '../../platform/errors';

/** Every service of the App Library (visitor-and-account §2 web.services). */
export function libraryServices(): Promise<Service[]> {
  return listServices();
}

/** One service of the library; 404 when there is none with this id. */
export async function libraryService(serviceId: string): Promise<Service> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return service;
}
