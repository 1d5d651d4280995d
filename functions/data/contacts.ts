import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { TABLE_DESIGN } from './table-design';
import { contactsPartition, type ContactGroup } from './users';

/** The fields of a contact the e-mail list reads (only these are fetched). */
export interface ContactRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  homeRole: string | null;
  schoolRole: string | null;
  isSchoolAdmin: boolean;
  schoolId: string | null;
  countryId: string | null;
  createdAt: string;
  lastSignIn: string | null;
}

export interface ContactQuery {
  group: ContactGroup;
  shard: number;
  /** Created at or after / before (ISO); null: no bound. */
  createdFrom: string | null;
  createdBefore: string | null;
  /** Last signed in at or after / before (ISO); null: no bound. */
  signedInFrom: string | null;
  signedInBefore: string | null;
  neverSignedIn: boolean;
  schoolAdminsOnly: boolean;
}

const FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'homeRole',
  'schoolRole',
  'isSchoolAdmin',
  'schoolId',
  'countryId',
  'createdAt',
  'lastSignIn',
] as const;

/**
 * Every contact of one partition of the e-mail list index (gsi2 CONTACTS#<group>#<shard>, 'Contacts
 * of a group' in table-design.ts), page after page: the creation range is the sort-key condition,
 * the sign-in range and school administrators a filter, and only the listed fields are read back.
 */
export async function* readContacts(query: ContactQuery): AsyncGenerator<ContactRow[]> {
  const { partitionKey, sortKey } = TABLE_DESIGN.indexes.gsi2;
  const names: Record<string, string> = { '#pk': partitionKey, '#sk': sortKey };
  FIELDS.forEach((field, position) => (names[`#f${position}`] = field));
  const values: Record<string, unknown> = {
    ':pk': contactsPartition(query.group, query.shard),
    ':from': query.createdFrom ?? '0',
    // Sort keys are <createdAt>#<id>: every key of a time before the bound sorts below `<bound>`.
    ':to': query.createdBefore ?? '~',
  };
  const filters: string[] = [];
  const last = `#f${FIELDS.indexOf('lastSignIn')}`;
  if (query.neverSignedIn) {
    values[':null'] = 'NULL';
    filters.push(`(attribute_not_exists(${last}) OR attribute_type(${last}, :null))`);
  }
  if (query.signedInFrom) {
    values[':signedInFrom'] = query.signedInFrom;
    filters.push(`${last} >= :signedInFrom`);
  }
  if (query.signedInBefore) {
    values[':signedInBefore'] = query.signedInBefore;
    filters.push(`${last} < :signedInBefore`);
  }
  if (query.schoolAdminsOnly) {
    values[':true'] = true;
    values[':admin'] = 'admin';
    filters.push(`(#f${FIELDS.indexOf('isSchoolAdmin')} = :true OR #f${FIELDS.indexOf('schoolRole')} = :admin)`);
  }
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ProjectionExpression: FIELDS.map((_, position) => `#f${position}`).join(', '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []).map((item) => ({
      id: String(item['id']),
      email: String(item['email'] ?? ''),
      firstName: String(item['firstName'] ?? ''),
      lastName: String(item['lastName'] ?? ''),
      homeRole: (item['homeRole'] as string | null | undefined) ?? null,
      schoolRole: (item['schoolRole'] as string | null | undefined) ?? null,
      isSchoolAdmin: item['isSchoolAdmin'] === true,
      schoolId: (item['schoolId'] as string | null | undefined) ?? null,
      countryId: (item['countryId'] as string | null | undefined) ?? null,
      createdAt: String(item['createdAt']),
      lastSignIn: (item['lastSignIn'] as string | null | undefined) ?? null,
    }));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
