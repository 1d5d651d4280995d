import { findUserIdByUsername } from '../../data/usernames';

/** Whether an account has this username (registration's check of a saved username, visitor-and-account §2). */
export async function usernameExists(username: string): Promise<boolean> {
  return (await findUserIdByUsername(username)) !== null;
}
