import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '../../../../shared/schemas/service';
import type * as CatalogueModule from '../../../../functions/data/services';

const documents = mockClient(DynamoDBDocumentClient);

function serviceItem(id: string, name: string): Record<string, unknown> {
  const service: Service = {
    id,
    identifier: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    homepage: `https://${id}.example`,
    iconColor: '#123456',
    description: '',
    infoPage: null,
    enabled: true,
    integrated: false,
    free: false,
    config: { teacherPath: null, parentPath: null, appPath: null, accessButton: null, registerButton: null },
  };
  return { pk: 'SERVICES', sk: `SERVICE#${id}`, entity: 'service', ...service };
}

let catalogue: typeof CatalogueModule;

describe('the catalogue a function instance keeps', () => {
  beforeAll(async () => {
    vi.stubEnv('TABLE_NAME', 'portal-test');
    catalogue = await import('../../../../functions/data/services');
  });

  beforeEach(async () => {
    documents.reset();
    documents.on(PutCommand).resolves({});
    documents.on(QueryCommand).resolves({ Items: [serviceItem('2', 'Maths Quest'), serviceItem('1', 'Art Club')] });
    // Each test starts from a catalogue nobody has read: a write forgets what was kept.
    await catalogue.putServices([]);
  });

  it('reads the store once for the calls of its lifetime, and answers by name', async () => {
    // Prepare
    const now = Date.now();

    // Act
    const [first, second] = await Promise.all([catalogue.listServices(now), catalogue.listServices(now + 1)]);
    const later = await catalogue.listServices(now + catalogue.CATALOGUE_CACHE_MS - 1);
    const one = await catalogue.getService('2');

    // Assess
    expect(documents.commandCalls(QueryCommand)).toHaveLength(1);
    expect(first.map((service) => service.name)).toEqual(['Art Club', 'Maths Quest']);
    expect(second).toBe(first);
    expect(later).toBe(first);
    expect(one?.name).toBe('Maths Quest');
    expect(await catalogue.getService('9')).toBeNull();
  });

  it('reads again once its lifetime has passed, and after a catalogue load', async () => {
    // Act
    await catalogue.listServices(1_000);
    await catalogue.listServices(1_000 + catalogue.CATALOGUE_CACHE_MS);
    await catalogue.putServices([]);
    await catalogue.listServices(1_000 + catalogue.CATALOGUE_CACHE_MS + 1);

    // Assess
    expect(documents.commandCalls(QueryCommand)).toHaveLength(3);
  });

  it('keeps no failed read: the next call reads again', async () => {
    // Prepare
    documents
      .on(QueryCommand)
      .rejectsOnce(new Error('store unreachable'))
      .resolves({ Items: [serviceItem('2', 'Maths Quest'), serviceItem('1', 'Art Club')] });

    // Act
    const failed = await catalogue.listServices(5_000).catch((error: unknown) => error);
    const next = await catalogue.listServices(5_001);

    // Assess
    expect(failed).toBeInstanceOf(Error);
    expect(next).toHaveLength(2);
    expect(documents.commandCalls(QueryCommand)).toHaveLength(2);
  });
});
