import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { ltiKeySource } from '../../adapters/lti-keys';
import { platformJwks } from '../../domain/lti/lti-platform';
import { defineHandler } from '../../http/http-handler';
import { ConflictError } from '../../platform/errors';
import { ltiRoutes } from './routes';

export const handler = defineHandler(ltiRoutes.getLtiJwks, async () => {
  const keys = ltiKeySource();
  if (!keys) throw new ConflictError(APP_LAUNCH_MESSAGES.notSetUp('apps'));
  return platformJwks(await keys());
});
