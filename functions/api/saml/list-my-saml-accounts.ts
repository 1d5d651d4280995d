import { mySchoolSignOns } from '../../domain/saml/links';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.listMySamlAccounts, async (input) =>
  mySchoolSignOns(signedInUser(input)),
);
