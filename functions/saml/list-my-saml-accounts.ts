import { mySchoolSignOns } from '../domain/school-sign-on/links';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.listMySamlAccounts, async (input) => mySchoolSignOns(signedInUser(input)));
