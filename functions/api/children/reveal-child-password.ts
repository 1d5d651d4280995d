import { passwordBox } from '../../adapters/secret-box';
import { revealChildPassword } from '../../domain/children/child-rows';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.revealChildPassword, (input) =>
  revealChildPassword(signedInUser(input), input.params.childId, passwordBox),
);
