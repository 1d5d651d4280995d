import { signInDirectory } from '../../adapters/sign-in-directory';
import { startLoginAs } from '../../domain/core/acting-as/login-as';
import { callerSession, defineHandler, signedInUser } from '../../http/http-handler';
import { actingAsRoutes } from './routes';

export const handler = defineHandler(actingAsRoutes.startLoginAs, (input) =>
  startLoginAs(signedInUser(input), input.body.user, callerSession(input), signInDirectory()),
);
