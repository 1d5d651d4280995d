import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_DESIGN } from '../../functions/data/table-design';
import { createTableInput } from '../../lib-infra/local/dynamodb-local';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { resourcesOf, type CfnResourceJson } from './templates';

interface KeyJson {
  AttributeName?: string;
  KeyType?: string;
}
interface IndexJson {
  IndexName?: string;
  KeySchema?: KeyJson[];
  Projection?: { ProjectionType?: string };
}
interface TableJson {
  KeySchema: KeyJson[];
  AttributeDefinitions: { AttributeName?: string; AttributeType?: string }[];
  GlobalSecondaryIndexes: IndexJson[];
}

/** The parts of a table both builders must agree on, in a comparable order. */
function shapeOf(table: TableJson) {
  return {
    keySchema: table.KeySchema,
    attributes: [...table.AttributeDefinitions].sort((a, b) =>
      String(a.AttributeName).localeCompare(String(b.AttributeName)),
    ),
    indexes: [...table.GlobalSecondaryIndexes]
      .map((index) => ({
        name: index.IndexName,
        keySchema: index.KeySchema,
        projection: index.Projection?.ProjectionType,
      }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
  };
}

describe('the table in AWS and in the local twin', () => {
  let portal: SynthesisedPortal;
  let tables: [string, CfnResourceJson][];

  beforeAll(() => {
    portal = synthesisePortal();
    tables = Object.entries(resourcesOf(portal.dataStack)).filter(
      ([, resource]) => resource.Type === 'AWS::DynamoDB::Table',
    );
  });
  afterAll(() => portal.dispose());

  it('has the same keys, attributes and indexes as the local CreateTable input, both from TABLE_DESIGN', () => {
    // Prepare
    const local = createTableInput('portal-local') as TableJson;

    // Act
    const synthesised = tables[0]?.[1].Properties as unknown as TableJson;

    // Assess
    expect(tables).toHaveLength(1);
    expect(shapeOf(synthesised)).toEqual(shapeOf(local));
    expect(shapeOf(local).indexes.map((index) => index.name)).toEqual(Object.keys(TABLE_DESIGN.indexes));
  });

  it('lets DynamoDB delete expired items by the TTL attribute the local twin also turns on', () => {
    // Act
    const properties = tables[0]?.[1].Properties as { TimeToLiveSpecification?: unknown };

    // Assess
    expect(properties.TimeToLiveSpecification).toEqual({
      AttributeName: TABLE_DESIGN.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('builds only the first indexes when a deployed stage is brought up one index per deployment', () => {
    // Act
    const partial = synthesisePortal({ props: { tableIndexCount: 2 } });

    // Assess
    try {
      const table = Object.values(resourcesOf(partial.dataStack)).find(
        (resource) => resource.Type === 'AWS::DynamoDB::Table',
      );
      expect(
        (table?.Properties as unknown as TableJson).GlobalSecondaryIndexes.map((index) => index.IndexName),
      ).toEqual(['gsi1', 'gsi2']);
    } finally {
      partial.dispose();
    }
    expect(() => synthesisePortal({ props: { tableIndexCount: 0 } })).toThrow(
      'tableIndexCount must be a whole number from 1 to 4, not 0',
    );
  });

  it("keeps the table's logical id, so CloudFormation updates the table rather than replacing it", () => {
    // Assess
    expect(tables.map(([logicalId]) => logicalId)).toEqual(['DataTableFDBAD0F2']);
  });
});
