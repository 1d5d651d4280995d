import { saveLtiToolSettings } from '../../domain/lti/lti-tool-settings';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { ltiRoutes } from './routes';

export const handler = defineHandler(ltiRoutes.putLtiTool, (input) =>
  saveLtiToolSettings(signedInUser(input), input.params.serviceId, input.body),
);
