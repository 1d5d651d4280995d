import { describe, expect, it } from 'vitest';
import { recordConsumedCapacity, takeConsumedCapacity } from '../../../functions/data/consumed-capacity';

describe('consumed capacity reporting', () => {
  it('adds reads and writes by command when the answer gives only CapacityUnits, then starts again', () => {
    // Prepare
    takeConsumedCapacity();

    // Act
    recordConsumedCapacity('GetItemCommand', { TableName: 't', CapacityUnits: 0.5 });
    recordConsumedCapacity('TransactWriteItemsCommand', [{ TableName: 't', CapacityUnits: 4 }]);
    recordConsumedCapacity('QueryCommand', { TableName: 't', CapacityUnits: 2, ReadCapacityUnits: 2 });
    recordConsumedCapacity('PutItemCommand', undefined);
    const taken = takeConsumedCapacity();

    // Assess
    expect(taken).toEqual({ readUnits: 2.5, writeUnits: 4, requests: 4 });
    expect(takeConsumedCapacity()).toEqual({ readUnits: 0, writeUnits: 0, requests: 0 });
  });
});
