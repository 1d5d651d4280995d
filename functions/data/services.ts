import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { serviceSchema, type Service } from '../../shared/schemas/service';
import { db, tableName } from './client';
import { queryPartition } from './query-partition';
import type { StoredItem } from './table-design';

const SERVICES_PARTITION = 'SERVICES';

export function serviceKey(serviceId: string) {
  return { pk: SERVICES_PARTITION, sk: `SERVICE#${serviceId}` };
}

export function serviceToItem(service: Service): StoredItem & Service {
  return { ...serviceKey(service.id), entity: 'service', ...service };
}

export function serviceFromItem(item: Record<string, unknown>): Service {
  return serviceSchema.parse(item);
}

export async function listServices(): Promise<Service[]> {
  const items = await queryPartition(SERVICES_PARTITION, 'SERVICE#');
  return items.map(serviceFromItem).sort((a, b) => a.name.localeCompare(b.name));
}

export async function getService(serviceId: string): Promise<Service | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: serviceKey(serviceId) }));
  return Item ? serviceFromItem(Item) : null;
}

export async function putService(service: Service): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: serviceToItem(service) }));
}
