import { signInDirectory } from '../../adapters/sign-in-directory';
import { startActingAs } from '../../domain/core/acting-as/grants';
import { ownChild } from '../../domain/children/own-children';
import { callerSession, defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

/** Login To Child: a grant to act as one of the parent's own children (404 for any other account), bound to the parent's sign-in session. */
export const handler = defineHandler(childrenRoutes.startActingAsChild, async (input) => {
  const parent = signedInUser(input);
  return startActingAs(
    parent,
    await ownChild(parent, input.params.childId),
    'parent-as-child',
    callerSession(input),
    signInDirectory(),
  );
});
