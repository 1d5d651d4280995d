import { lastSchoolSignOnError } from '../domain/school-sign-on/last-error';
import { UnauthorizedError } from '../platform/errors';
import { defineHandler } from '../platform/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.getSamlLastError, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return lastSchoolSignOnError(caller.userId, new Date());
});
