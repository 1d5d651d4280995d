import { requestSchoolSubscription } from '../domain/school-access/quote-requests';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.requestSchoolSubscription, async (input) => requestSchoolSubscription(signedInUser(input), input.body));
