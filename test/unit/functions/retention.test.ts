import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredEntities } from '../../../functions/data/entity';
import { RETENTION } from '../../../functions/data/retention';
import { retentionTable } from '../../support/retention-table';

// Every module of the data layer, so every entity is declared before the test reads the list.
await Promise.all(Object.values(import.meta.glob('../../../functions/data/*.ts')).map((load) => load()));

/** Items the data layer writes without an entity declaration (an atomic counter's UpdateItem). */
const UNDECLARED_ENTITIES = ['rate-limit'];

describe('what the table keeps, and for how long', () => {
  it('has a retention period for every kind of record the table design holds, and none for a kind it does not', () => {
    // Act
    const kinds = [...declaredEntities(), ...UNDECLARED_ENTITIES].sort();

    // Assess
    expect(kinds.length).toBeGreaterThan(60);
    expect(Object.keys(RETENTION).sort()).toEqual(kinds);
  });

  it('is written down in docs/privacy.md as the code says it', () => {
    // Act
    const privacy = readFileSync('docs/privacy.md', 'utf8');

    // Assess
    expect(privacy).toContain(retentionTable());
  });
});
