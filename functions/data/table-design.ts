/**
 * The single table. CDK (lib-infra/data) and the local twin create it from these names.
 *
 * | Access pattern                         | Key condition                                        | Index |
 * |----------------------------------------|------------------------------------------------------|-------|
 * | Profile of a user by id (Cognito sub)  | pk = USER#<id>, sk = PROFILE                         | table |
 * | User id by username (also uniqueness)  | pk = USERNAME#<lower-case username>, sk = USERNAME   | table |
 * | A user's access to services            | pk = USER#<id>, sk begins_with USERSERVICE#          | table |
 * | A user's access to one service         | pk = USER#<id>, sk = USERSERVICE#<serviceId>         | table |
 * | A parent's children                    | pk = USER#<parentId>, sk begins_with CHILD#          | table |
 * | All services of the library            | pk = SERVICES, sk begins_with SERVICE#               | table |
 * | One service                            | pk = SERVICES, sk = SERVICE#<id>                     | table |
 * | All countries with their states        | pk = COUNTRIES, sk begins_with COUNTRY#              | table |
 * | Users of a school by role              | gsi1pk = SCHOOL#<schoolId>, gsi1sk begins_with <role>#| gsi1  |
 *
 * The catalogue partitions (SERVICES, COUNTRIES) are small and read-mostly, so one Query serves a
 * whole list without a Scan. Uniqueness (usernames) uses conditional writes inside transactions.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

/** Every item carries its entity name, so exports and migrations can tell items apart. */
export interface StoredItem {
  pk: string;
  sk: string;
  entity: string;
  gsi1pk?: string;
  gsi1sk?: string;
}
