import { jobRunner } from '../../adapters/job-runner';
import { generateVouchers } from '../../domain/vouchers/generate';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { vouchersRoutes } from './routes';

export const handler = defineHandler(vouchersRoutes.generateVouchers, async (input) =>
  generateVouchers(signedInUser(input), input.body, jobRunner()),
);
