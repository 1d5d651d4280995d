import * as z from 'zod/mini';
import { userServiceSchema, type UserService } from '../../shared/schemas/user-service';
import { defineEntity } from './entity';
import { userPartition } from './users';

const USER_SERVICE_PREFIX = 'USERSERVICE#';

/** A user's access to one service, kept in the user's partition. */
export const userServices = defineEntity({
  name: 'user-service',
  schema: z.extend(userServiceSchema, { userId: z.string() }),
  key: { fields: ['userId', 'serviceId'], key: ({ userId, serviceId }) => ({ pk: userPartition(userId), sk: `${USER_SERVICE_PREFIX}${serviceId}` }) },
});

export async function listUserServices(userId: string): Promise<UserService[]> {
  const stored = await userServices.queryAll({ partition: userPartition(userId), sortKeyPrefix: USER_SERVICE_PREFIX });
  return stored.map(({ userId: _userId, ...access }) => access);
}

export function putUserService(userId: string, userService: UserService): Promise<void> {
  return userServices.put({ userId, ...userService });
}
