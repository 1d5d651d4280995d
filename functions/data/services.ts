import { serviceSchema, type Service } from '../../shared/schemas/service';
import { defineEntity } from './entity';

const SERVICES_PARTITION = 'SERVICES';
const SERVICE_PREFIX = 'SERVICE#';

/** The library's services: one small catalogue partition, read whole. */
export const services = defineEntity({
  name: 'service',
  schema: serviceSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: SERVICES_PARTITION, sk: `${SERVICE_PREFIX}${id}` }) },
});

export async function listServices(): Promise<Service[]> {
  const all = await services.queryAll({ partition: SERVICES_PARTITION, sortKeyPrefix: SERVICE_PREFIX });
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

export function getService(serviceId: string): Promise<Service | null> {
  return services.get({ id: serviceId });
}

export function putServices(catalogue: readonly Service[]): Promise<void> {
  return services.putAll(catalogue);
}
