import { currentAccessToken } from '../../../lib/auth';

/**
 * This session's access token for the routes that act on the user pool (password, two-factor):
 * the API checks it is the caller's before passing it on. Signed out, the API answers the empty one.
 */
export async function sessionAccessToken(): Promise<string> {
  return (await currentAccessToken()) ?? '';
}
