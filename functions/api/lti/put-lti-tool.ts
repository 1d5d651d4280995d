import { saveLtiToolSettings } from '../../domain/lti/lti-tool-settings';
import { defineHandler } from '../../http/http-handler';
import { ltiRoutes } from './routes';

export const handler = defineHandler(ltiRoutes.putLtiTool, ({ params, body }) =>
  saveLtiToolSettings(params.serviceId, body),
);
