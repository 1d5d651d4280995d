import { endpoints } from '../../shared/api/endpoints';
import { defineHandler, signedInUser } from '../platform/http-handler';

/** The auth middleware has already loaded the profile; the session is that profile. */
export const handler = defineHandler(endpoints.getSession, async (input) => ({ user: signedInUser(input) }));
