import { ltiToolSettings } from '../../domain/lti/lti-tool-settings';
import { defineHandler } from '../../http/http-handler';
import { ltiRoutes } from './routes';

export const handler = defineHandler(ltiRoutes.getLtiTool, ({ params }) => ltiToolSettings(params.serviceId));
