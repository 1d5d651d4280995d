import { lastSchoolSignOnError } from '../../domain/saml/last-error';
import { UnauthorizedError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.getSamlLastError, async ({ caller }) => {
  if (!caller) throw new UnauthorizedError();
  return lastSchoolSignOnError(caller.userId, new Date());
});
