import * as z from 'zod/mini';
import { userServiceSchema, type UserService } from '../../shared/schemas/user-service';
import { defineEntity } from './entity';
import { userPartition } from './users';

const USER_SERVICE_PREFIX = 'USERSERVICE#';

/** A user's access to one service, kept in the user's partition. */
export const userServices = defineEntity({
  name: 'user-service',
  schema: z.extend(userServiceSchema, { userId: z.string() }),
  key: {
    fields: ['userId', 'serviceId'],
    key: ({ userId, serviceId }) => ({ pk: userPartition(userId), sk: `${USER_SERVICE_PREFIX}${serviceId}` }),
  },
});

export async function listUserServices(userId: string): Promise<UserService[]> {
  const stored = await userServices.queryAll({ partition: userPartition(userId), sortKeyPrefix: USER_SERVICE_PREFIX });
  return stored.map(({ userId: _userId, ...access }) => access);
}

export function putUserService(userId: string, userService: UserService): Promise<void> {
  return userServices.put({ userId, ...userService });
}

/**
 * Removes the school-context user-services stored for a user: school access is derived from the
 * school (functions/domain/school-access), so only items from before that are removed (the seed).
 */
export async function removeSchoolUserServices(userId: string): Promise<void> {
  const stored = await userServices.queryAll({ partition: userPartition(userId), sortKeyPrefix: USER_SERVICE_PREFIX });
  for (const item of stored.filter((userService) => userService.context === 'school'))
    await userServices.remove({ userId, serviceId: item.serviceId });
}
