/**
 * The entity layer: each entity is declared once (primary key, index keys, zod schema) and every
 * write derives its keys from its attributes. ElectroDB was measured and not chosen: bundling the
 * list-services handler with it as bin/build-functions.ts does gave 352.6 KB against 127.6 KB
 * (ElectroDB 3.9.3 adds 190 KB and its jsonschema 28 KB, minified), past our 250 KB per-bundle
 * target, and a cold load of 160 ms against 117 ms (median of 9); it would also declare every
 * attribute a second time in its own schema language beside the zod schemas in shared/schemas.
 * This helper and paged-query.ts add about 7 KB to a bundle (list-services: 135.5 KB).
 *
 * How keys stay right:
 * - put writes the whole item, so every key is computed from the item being written;
 * - an index declares the fields it is built from, and its key function receives only those
 *   fields, never null (an index with a null or absent field is sparse: no key is written);
 * - update recomputes the keys of every index whose fields it changes. When such an index also
 *   reads fields the update does not change, their current values are read first and the write is
 *   conditioned on them being unchanged; a concurrent change makes it read again (a few times),
 *   then fail with ConcurrentChangeError. Primary-key fields cannot be updated.
 */
import { sendBatchWrite } from './batch-write';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ConflictError, NotFoundError } from '../platform/errors';
import { db, tableName } from './client';
import { allPages, MAX_PAGE_SIZE, queryPage, type Page, type PageRequest } from './paged-query';
import { INDEX_NAMES, TABLE_DESIGN, type IndexName, type StoredItem } from './table-design';

type Scalar = string | number | boolean | null | undefined;

/** Attributes a key may be built from: scalars only, so an update can condition on their values. */
export type ScalarField<T> = { [K in keyof T]-?: T[K] extends Scalar ? K : never }[keyof T] & string;

/** What a key function receives: exactly its declared fields, none of them null. */
export type KeySource<T, F extends keyof T> = { readonly [K in F]: NonNullable<T[K]> };

export interface KeyPair {
  pk: string;
  sk: string;
}

/** A condition expression with its own placeholders (#e… and :e… are the layer's; a clash throws). */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The condition of a write that must not replace an existing item. */
export const ITEM_ABSENT: Condition = {
  expression: 'attribute_not_exists(#pk)',
  names: { '#pk': TABLE_DESIGN.partitionKey },
};

interface IndexDeclaration<T, F extends ScalarField<T>> {
  index: IndexName;
  fields: readonly F[];
  /**
   * Fields the key also reads that may be null (a student who never signed in): the key function
   * receives them as stored, null included, in its second argument. Updates hold and recompute
   * them as they do `fields`.
   */
  nullableFields?: readonly ScalarField<T>[];
  /** Builds the index keys from the declared fields; null leaves the item out of the index. */
  key: (source: KeySource<T, F>, nullable: Readonly<Partial<T>>) => KeyPair | null;
}

export interface EntityDeclaration<
  S extends z.ZodMiniObject,
  K extends ScalarField<z.output<S>>,
  I extends Record<string, ScalarField<z.output<S>>>,
> {
  /** Stored in every item as `entity`. */
  name: string;
  /** The stored attributes; the schema from shared/schemas where the API has one. */
  schema: S;
  key: { fields: readonly K[]; key: (source: KeySource<z.output<S>, K>) => KeyPair };
  indexes?: { [N in keyof I]: IndexDeclaration<z.output<S>, I[N]> };
  /**
   * A time of last change the entity keeps of itself (what a OneRoster delta read asks for:
   * docs/internals.md 'OneRoster API'): `field` is set to the time of the write by every put, and
   * by every update that changes one of `of`, in the same write.
   */
  lastModified?: { field: ScalarField<z.output<S>>; of: readonly (keyof z.output<S> & string)[] };
}

/** A partition of the table or of one of the entity's indexes (by the entity's name for it). */
export interface EntityQuery<N extends string> {
  index?: N;
  partition: string;
  sortKeyPrefix?: string;
  /** Only sort keys from the first to the second, both included. */
  sortKeyBetween?: readonly [string, string];
  descending?: boolean;
}

/**
 * What a person reads when a write meets another or finds nothing: the entity's name is the
 * table's word (class-group, user-service), not theirs, so the refusal does not say it (the log
 * does, from the error's `entityName`), and the API answers it in the caller's language.
 */
export const ENTITY_MESSAGES = {
  concurrentChange: 'This was changed by someone else at the same moment. Please try again.',
  notFound: 'This could not be found: it may have been deleted.',
} as const;

export class ConcurrentChangeError extends ConflictError {
  constructor(readonly entityName: string) {
    super(ENTITY_MESSAGES.concurrentChange);
  }
}

export class EntityNotFoundError extends NotFoundError {
  constructor(readonly entityName: string) {
    super(ENTITY_MESSAGES.notFound);
  }
}

const UPDATE_ATTEMPTS = 3;
const BATCH_SIZE = 25;

/** The declared fields of `value`, or null when one of them is null or absent. */
function presentFields<T, F extends keyof T>(value: Partial<T>, fields: readonly F[]): KeySource<T, F> | null {
  const picked: Partial<Record<F, unknown>> = {};
  for (const field of fields) {
    const fieldValue = value[field];
    if (fieldValue === null || fieldValue === undefined) return null;
    picked[field] = fieldValue;
  }
  return picked as KeySource<T, F>;
}

function mergeCondition(names: Record<string, string>, values: Record<string, unknown>, condition: Condition): string {
  for (const [placeholder, name] of Object.entries(condition.names ?? {})) {
    if (placeholder in names) throw new Error(`The condition placeholder ${placeholder} is already used`);
    names[placeholder] = name;
  }
  for (const [placeholder, value] of Object.entries(condition.values ?? {})) {
    if (placeholder in values) throw new Error(`The condition placeholder ${placeholder} is already used`);
    values[placeholder] = value;
  }
  return `(${condition.expression})`;
}

function conditionParams(condition: Condition | undefined) {
  if (!condition) return {};
  return {
    ConditionExpression: condition.expression,
    ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  };
}

/** Every entity declared so far, by name: docs/privacy.md's retention test reads it. */
const declaredEntityNames = new Set<string>();
export function declaredEntities(): ReadonlySet<string> {
  return declaredEntityNames;
}

export function defineEntity<
  S extends z.ZodMiniObject,
  K extends ScalarField<z.output<S>>,
  I extends Record<string, ScalarField<z.output<S>>> = Record<never, never>,
>(declaration: EntityDeclaration<S, K, I>) {
  type T = z.output<S>;
  type IndexKey = keyof I & string;
  type Changes = Partial<Omit<T, K>>;

  const { name, schema } = declaration;
  declaredEntityNames.add(name);
  const indexes = (declaration.indexes ?? {}) as Record<IndexKey, IndexDeclaration<T, ScalarField<T>>>;
  const indexEntries = Object.entries(indexes) as [IndexKey, IndexDeclaration<T, ScalarField<T>>][];
  const keyFields = new Set<string>(declaration.key.fields);

  const usedIndexes = indexEntries.map(([, index]) => index.index);
  if (new Set(usedIndexes).size !== usedIndexes.length)
    throw new Error(`The ${name} entity uses one index twice: ${usedIndexes.join(', ')}`);
  const reserved = [
    TABLE_DESIGN.partitionKey,
    TABLE_DESIGN.sortKey,
    'entity',
    ...INDEX_NAMES.flatMap((index) => Object.values(TABLE_DESIGN.indexes[index])),
  ];
  const clash = reserved.find((attribute) => attribute in schema.shape);
  if (clash) throw new Error(`The ${name} schema has a field named ${clash}, which the table uses for keys`);

  /** Every field an index's key is built from. */
  function readFields(index: IndexDeclaration<T, ScalarField<T>>): string[] {
    return [...index.fields, ...(index.nullableFields ?? [])];
  }

  function keyOf(source: KeySource<T, K>): KeyPair {
    const present = presentFields<T, K>(source as Partial<T>, declaration.key.fields);
    if (!present) throw new Error(`A ${name} key needs ${declaration.key.fields.join(', ')}`);
    return declaration.key.key(present);
  }

  function indexAttributes(
    index: IndexDeclaration<T, ScalarField<T>>,
    value: Partial<T>,
  ): Record<string, string | null> {
    const source = presentFields(value, index.fields);
    const nullable = Object.fromEntries(
      (index.nullableFields ?? []).map((field) => [field, value[field] ?? null]),
    ) as Partial<T>;
    const keys = source ? index.key(source, nullable) : null;
    const attributes = TABLE_DESIGN.indexes[index.index];
    return { [attributes.partitionKey]: keys?.pk ?? null, [attributes.sortKey]: keys?.sk ?? null };
  }

  /** The index attributes of a whole item; absent for indexes the item is not in. */
  function indexKeysOf(value: T): Record<string, string> {
    const keys: Record<string, string> = {};
    for (const [, index] of indexEntries) {
      for (const [attribute, key] of Object.entries(indexAttributes(index, value)))
        if (key !== null) keys[attribute] = key;
    }
    return keys;
  }

  /** The value with its time of last change set to now (a put writes the whole item anew). */
  function stamped<V extends Partial<T>>(value: V): V {
    const field = declaration.lastModified?.field;
    return field ? { ...value, [field]: new Date().toISOString() } : value;
  }

  /** The update's changes with the time of last change, when they change what it covers. */
  function stampedChanges(changes: Changes): Changes {
    const declared = declaration.lastModified;
    if (!declared) return changes;
    const changed = (field: string) => (changes as Record<string, unknown>)[field] !== undefined;
    return declared.of.some(changed) ? stamped(changes as Partial<T>) : changes;
  }

  function toItem(value: T): StoredItem {
    const attributes = schema.parse(stamped(value)) as T & Record<string, unknown>;
    return { ...attributes, entity: name, ...indexKeysOf(attributes), ...keyOf(attributes as KeySource<T, K>) };
  }

  function fromItem(item: Record<string, unknown>): T {
    return schema.parse(item);
  }

  /** The entity's indexes an update of these fields must recompute. */
  function indexesTouchedBy(changes: Changes): IndexKey[] {
    const changed = Object.keys(changes).filter((field) => changes[field as keyof Changes] !== undefined);
    return indexEntries
      .filter(([, index]) => readFields(index).some((field) => changed.includes(field)))
      .map(([indexKey]) => indexKey);
  }

  /** Fields the touched indexes read that the update does not change: read first, then held by a condition. */
  /** The value a field reads as when the stored item lacks it (a field added with a default), if any. */
  function defaultOf(field: string): unknown {
    const definition = (schema.shape as Record<string, { _zod: { def: { type: string; defaultValue?: unknown } } }>)[
      field
    ]?._zod.def;
    return definition?.type === 'default' ? definition.defaultValue : undefined;
  }

  function fieldsToHold(changes: Changes): string[] {
    const fields = new Set<string>();
    for (const indexKey of indexesTouchedBy(changes)) {
      for (const field of readFields(indexes[indexKey]))
        if (!keyFields.has(field) && (changes as Record<string, unknown>)[field] === undefined) fields.add(field);
    }
    return [...fields];
  }

  /**
   * Conditions that each field still holds `current`'s value (null: absent or NULL), adding their
   * placeholders to `names` and `values`.
   */
  function heldConditions(
    fields: readonly string[],
    current: T | null,
    names: Record<string, string>,
    values: Record<string, unknown>,
  ): string[] {
    return fields.map((field, position) => {
      const value = current?.[field as keyof T];
      names[`#eh${position}`] = field;
      if (value === null || value === undefined) {
        values[':enull'] = 'NULL';
        return `(attribute_not_exists(#eh${position}) OR attribute_type(#eh${position}, :enull))`;
      }
      values[`:eh${position}`] = value;
      // An item written before the field existed reads as the schema's default without storing it.
      return defaultOf(field) === value
        ? `(#eh${position} = :eh${position} OR attribute_not_exists(#eh${position}))`
        : `#eh${position} = :eh${position}`;
    });
  }

  /**
   * The UpdateCommand input for these changes: the changed fields, the recomputed keys of the
   * touched indexes (removed where the index becomes sparse), and conditions that the item exists
   * and that `current`'s values of the held fields are still stored. Pure, so it can be tested.
   */
  function updateInput(key: KeySource<T, K>, changes: Changes, current: T | null, condition?: Condition) {
    const changed = Object.fromEntries(
      Object.entries(stampedChanges(changes)).filter(([, value]) => value !== undefined),
    );
    const keyField = Object.keys(changed).find((field) => keyFields.has(field));
    if (keyField) throw new Error(`The ${name} field ${keyField} is part of the key and cannot be updated`);
    const mask = Object.fromEntries(Object.keys(changed).map((field) => [field, true])) as Record<string, true>;
    const set = z.pick(schema as z.ZodMiniObject, mask).parse(changed) as Record<string, unknown>;
    const held = fieldsToHold(changes);
    if (held.length > 0 && !current)
      throw new Error(`Updating ${Object.keys(changed).join(', ')} of a ${name} needs its current ${held.join(', ')}`);
    const next = { ...current, ...key, ...set } as Partial<T>;
    const remove: string[] = [];
    for (const indexKey of indexesTouchedBy(changes)) {
      for (const [attribute, value] of Object.entries(indexAttributes(indexes[indexKey], next))) {
        if (value === null) remove.push(attribute);
        else set[attribute] = value;
      }
    }

    const names: Record<string, string> = { '#epk': TABLE_DESIGN.partitionKey };
    const values: Record<string, unknown> = {};
    const assignments = Object.entries(set).map(([field, value], position) => {
      names[`#e${position}`] = field;
      values[`:e${position}`] = value;
      return `#e${position} = :e${position}`;
    });
    const removals = remove.map((attribute, position) => {
      names[`#er${position}`] = attribute;
      return `#er${position}`;
    });
    if (assignments.length + removals.length === 0) throw new Error(`An update of a ${name} needs at least one change`);
    const conditions = ['attribute_exists(#epk)'];
    conditions.push(...heldConditions(held, current, names, values));
    if (condition) conditions.push(mergeCondition(names, values, condition));

    return {
      Key: keyOf(key),
      UpdateExpression: [
        assignments.length ? `SET ${assignments.join(', ')}` : '',
        removals.length ? `REMOVE ${removals.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    };
  }

  /**
   * The UpdateCommand input that writes every index key of a stored item again from its
   * attributes (keys of an index added after the item was written; removed where it is not in an
   * index), conditioned on every field the indexes read still holding the value read. Pure.
   */
  function reindexInput(current: T) {
    const names: Record<string, string> = { '#epk': TABLE_DESIGN.partitionKey };
    const values: Record<string, unknown> = {};
    const assignments: string[] = [];
    const removals: string[] = [];
    for (const [, index] of indexEntries) {
      for (const [attribute, value] of Object.entries(indexAttributes(index, current))) {
        const position = assignments.length + removals.length;
        names[`#ek${position}`] = attribute;
        if (value === null) removals.push(`#ek${position}`);
        else {
          values[`:ek${position}`] = value;
          assignments.push(`#ek${position} = :ek${position}`);
        }
      }
    }
    const conditions = ['attribute_exists(#epk)'];
    conditions.push(
      ...heldConditions([...new Set(indexEntries.flatMap(([, index]) => readFields(index)))], current, names, values),
    );
    return {
      TableName: tableName(),
      Key: keyOf(current as KeySource<T, K>),
      UpdateExpression: [
        assignments.length ? `SET ${assignments.join(', ')}` : '',
        removals.length ? `REMOVE ${removals.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    };
  }

  async function get(key: KeySource<T, K>, options: { consistent?: boolean } = {}): Promise<T | null> {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keyOf(key), ConsistentRead: options.consistent }),
    );
    return Item ? fromItem(Item) : null;
  }

  /** Whether the item exists, reading only its key. */
  async function exists(key: KeySource<T, K>): Promise<boolean> {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keyOf(key),
        ProjectionExpression: '#pk',
        ExpressionAttributeNames: { '#pk': TABLE_DESIGN.partitionKey },
      }),
    );
    return Item !== undefined;
  }

  /** The PutCommand input of a whole item, keys derived, for a put or a transaction. */
  function putRequest(value: T, condition?: Condition) {
    return { TableName: tableName(), Item: toItem(value), ...conditionParams(condition) };
  }

  /** Writes the whole item; a failed condition throws ConditionalCheckFailedException for the caller to name. */
  async function put(value: T, options: { condition?: Condition } = {}): Promise<void> {
    await db().send(new PutCommand(putRequest(value, options.condition)));
  }

  /** Writes many items in batches of 25, retrying what DynamoDB leaves unprocessed. */
  async function putAll(values: readonly T[]): Promise<void> {
    for (let start = 0; start < values.length; start += BATCH_SIZE) {
      const requests = values
        .slice(start, start + BATCH_SIZE)
        .map((value) => ({ PutRequest: { Item: toItem(value) } }));
      await sendBatchWrite(requests);
    }
  }

  /** The update as a request, for a transaction: reads the current item first when an index needs it. */
  async function updateRequest(key: KeySource<T, K>, changes: Changes, options: { condition?: Condition } = {}) {
    let current: T | null = null;
    if (fieldsToHold(changes).length > 0) {
      current = await get(key, { consistent: true });
      if (!current) throw new EntityNotFoundError(name);
    }
    return { input: { TableName: tableName(), ...updateInput(key, changes, current, options.condition) }, current };
  }

  function heldFieldsChanged(changes: Changes, before: T | null, now: T): boolean {
    return fieldsToHold(changes).some(
      (field) => (before?.[field as keyof T] ?? null) !== (now[field as keyof T] ?? null),
    );
  }

  /**
   * Changes some fields of an existing item and returns the item as stored. Throws
   * EntityNotFoundError when there is no item, ConcurrentChangeError when fields an index reads
   * keep changing underneath, and ConditionalCheckFailedException when `condition` fails.
   */
  async function update(key: KeySource<T, K>, changes: Changes, options: { condition?: Condition } = {}): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const { input, current } = await updateRequest(key, changes, options);
      try {
        const { Attributes } = await db().send(new UpdateCommand({ ...input, ReturnValues: 'ALL_NEW' }));
        return fromItem(Attributes ?? {});
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const now = await get(key, { consistent: true });
        if (!now) throw new EntityNotFoundError(name);
        // Without a condition of the caller's, only held fields can have failed the write (even
        // if they are back to the values read by now); with one, unchanged held fields mean it was
        // the caller's condition.
        if (options.condition && !heldFieldsChanged(changes, current, now)) throw error;
        if (attempt === UPDATE_ATTEMPTS) throw new ConcurrentChangeError(name);
      }
    }
  }

  /** The DeleteCommand input, for a delete or a transaction. */
  function removeRequest(key: KeySource<T, K>, condition?: Condition) {
    return { TableName: tableName(), Key: keyOf(key), ...conditionParams(condition) };
  }

  /** Deletes the item; a failed condition throws ConditionalCheckFailedException. */
  async function remove(key: KeySource<T, K>, options: { condition?: Condition } = {}): Promise<void> {
    await db().send(new DeleteCommand(removeRequest(key, options.condition)));
  }

  /** One page of a partition of the table or of one of this entity's indexes. */
  async function queryEntityPage(query: EntityQuery<IndexKey>, page: PageRequest): Promise<Page<T>> {
    const result = await queryPage(
      {
        index: query.index ? indexes[query.index].index : null,
        partition: query.partition,
        sortKeyPrefix: query.sortKeyPrefix,
        sortKeyBetween: query.sortKeyBetween,
        descending: query.descending,
      },
      page,
    );
    return { items: result.items.map(fromItem), cursor: result.cursor };
  }

  /** Every item of a partition, page after page: only for lists that are small by design. */
  function queryAll(query: EntityQuery<IndexKey>): Promise<T[]> {
    return allPages((cursor) => queryEntityPage(query, { limit: MAX_PAGE_SIZE, cursor }));
  }

  return {
    name,
    schema,
    keyOf,
    toItem,
    fromItem,
    indexKeysOf,
    indexesTouchedBy,
    updateInput,
    reindexInput,
    get,
    exists,
    putRequest,
    put,
    putAll,
    updateRequest,
    update,
    removeRequest,
    remove,
    queryPage: queryEntityPage,
    queryAll,
  };
}

/** Writes the item only if there is none with its key yet: false when one exists (another writer was first). */
export async function putIfAbsent<T>(
  entity: { put(value: T, options: { condition?: Condition }): Promise<void> },
  value: T,
): Promise<boolean> {
  try {
    await entity.put(value, { condition: ITEM_ABSENT });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
