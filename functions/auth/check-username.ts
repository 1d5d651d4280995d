import { endpoints } from '../../shared/api/endpoints';
import { findUserIdByUsername } from '../data/usernames';
import { defineHandler } from '../platform/http-handler';

export const handler = defineHandler(endpoints.checkUsername, async ({ body }) => ({
  exists: (await findUserIdByUsername(body.username)) !== null,
}));
