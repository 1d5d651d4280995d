import { passwordBox } from '../../adapters/secret-box';
import { WEBINAR_MESSAGES } from '../../../shared/schemas/students';
import { lookUpWebinarAttendee } from '../../domain/students/webinar';
import { AccessDeniedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { studentsRoutes } from './routes';

/**
 * Signed out only (visitor-and-account §2 Webinar): the route is public, so API Gateway checks no
 * token; a request that carries one (a signed-in browser sends its bearer token) is refused.
 */
export const handler = defineHandler(studentsRoutes.webinarLookup, async ({ body, viewerIp }) => ({
  user: await lookUpWebinarAttendee({ ...body, viewerIp, now: new Date() }, passwordBox),
})).before((request) => {
  const authorization = request.event.headers['authorization'] ?? request.event.headers['Authorization'];
  if (authorization?.trim()) throw new AccessDeniedError(WEBINAR_MESSAGES.signedIn);
});
