import { pairwiseIdKeySource } from '../../adapters/pairwise-id-key';
import { answerRosterRead } from '../../domain/oneroster/roster/roster-service';
import { defineRosterHandler } from '../../http/roster-handler';
import { rosterReadRequest } from './roster-read-request';
import { onerosterRoutes } from './routes';

export const handler = defineRosterHandler(onerosterRoutes.listRosterCollection, (input) =>
  answerRosterRead(rosterReadRequest(input, new Date()), { pairwiseIdKey: pairwiseIdKeySource }),
);
