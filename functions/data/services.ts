import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { serviceSchema, type Service, type ServiceTranslations } from '../../shared/schemas/service';
import { forgetOnReconfigure } from '../platform/config';
import { defineEntity, EntityNotFoundError } from './entity';

const SERVICES_PARTITION = 'SERVICES';
const SERVICE_PREFIX = 'SERVICE#';

/** The library's services: one small catalogue partition, read whole. */
export const services = defineEntity({
  name: 'service',
  schema: serviceSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: SERVICES_PARTITION, sk: `${SERVICE_PREFIX}${id}` }) },
});

/**
 * How long a function instance answers from the catalogue it read. No route writes the catalogue
 * (a catalogue load does, at deploy), and it is read by nearly every call (the library, every app
 * page, launches, subscriptions): a load shows within this time, and a warm instance answers
 * without a store read meanwhile.
 */
export const CATALOGUE_CACHE_MS = 30_000;

let cached: { readAt: number; catalogue: Promise<Service[]> } | null = null;
// Another table (the twin started again on a new data folder) has another catalogue.
forgetOnReconfigure(() => {
  cached = null;
});

async function readCatalogue(): Promise<Service[]> {
  const all = await services.queryAll({ partition: SERVICES_PARTITION, sortKeyPrefix: SERVICE_PREFIX });
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every service, by name: the catalogue as read at most CATALOGUE_CACHE_MS ago (one read for calls that come together). */
export function listServices(now = Date.now()): Promise<Service[]> {
  if (cached && now - cached.readAt < CATALOGUE_CACHE_MS) return cached.catalogue;
  const catalogue = readCatalogue();
  const entry = { readAt: now, catalogue };
  cached = entry;
  // A failed read is not kept: the next call reads again.
  catalogue.catch(() => {
    if (cached === entry) cached = null;
  });
  return catalogue;
}

export async function getService(serviceId: string): Promise<Service | null> {
  return (await listServices()).find((service) => service.id === serviceId) ?? null;
}

/**
 * Sets a service's texts in other languages (library.translate), leaving the rest of it as the
 * catalogue load wrote it; this instance reads the catalogue again next time. Null when there is
 * no such service.
 */
export async function setServiceTranslations(
  serviceId: string,
  translations: ServiceTranslations,
): Promise<Service | null> {
  try {
    return await services.update({ id: serviceId }, { translations });
  } catch (error) {
    if (error instanceof EntityNotFoundError || error instanceof ConditionalCheckFailedException) return null;
    throw error;
  } finally {
    cached = null;
  }
}

/** Writes the catalogue (a catalogue load, the demo seed); this instance reads it again next time. */
export async function putServices(catalogue: readonly Service[]): Promise<void> {
  await services.putAll(catalogue);
  cached = null;
}
