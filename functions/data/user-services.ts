import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { userServiceSchema, type UserService } from '../../shared/schemas/user-service';
import { db, tableName } from './client';
import { queryPartition } from './query-partition';
import { userPartition } from './users';

export function userServiceKey(userId: string, serviceId: string) {
  return { pk: userPartition(userId), sk: `USERSERVICE#${serviceId}` };
}

export async function listUserServices(userId: string): Promise<UserService[]> {
  const items = await queryPartition(userPartition(userId), 'USERSERVICE#');
  return items.map((item) => userServiceSchema.parse(item));
}

export async function putUserService(userId: string, userService: UserService): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...userServiceKey(userId, userService.serviceId), entity: 'user-service', userId, ...userService },
    }),
  );
}
