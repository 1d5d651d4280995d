import { mailSender, salesAddress } from '../../adapters/mail';
import { requestSchoolSubscription } from '../../domain/schools/quote-requests';
import { teacherTrialDays } from '../../platform/config';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.requestSchoolSubscription, async (input) =>
  requestSchoolSubscription(signedInUser(input), input.body, {
    mail: mailSender(),
    salesAddress: salesAddress(),
    trialDays: teacherTrialDays(),
    clock: () => new Date(),
  }),
);
