import { listServices } from '../../lib/library';

/** The service the flow is about (the loader has made sure it exists and is not free). */
export function useSubscribeService(serviceId: string) {
  const services = listServices.useData();
  return services.find((service) => service.id === serviceId) ?? null;
}
