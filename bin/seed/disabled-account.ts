import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { revokeAccess } from '../../functions/domain/core/accounts/account-access';
import { createAccount } from '../../functions/domain/core/accounts/accounts';
import { DEMO_PASSWORD } from './demo-accounts';
import { baseProfile } from './demo-profiles';

/** A personal account support disabled: the staff console's Users tab finds it and enables it again. */
export const DEMO_DISABLED_ACCOUNT = {
  username: 'dana@demo.example',
  firstName: 'Dana',
  lastName: 'Disabled',
} as const;

/**
 * Find a User's demo (idempotent): Dana Disabled, made once and disabled then. A later start leaves
 * her as staff left her, so enabling her in the console lasts until `npm run reset`.
 */
export async function seedDisabledAccount(directory: SignInDirectory, now: Date): Promise<void> {
  if (await findUserIdByUsername(DEMO_DISABLED_ACCOUNT.username)) return;
  const user = await createAccount(
    {
      username: DEMO_DISABLED_ACCOUNT.username,
      email: DEMO_DISABLED_ACCOUNT.username,
      password: DEMO_PASSWORD,
      profile: {
        ...baseProfile,
        title: 'Ms.',
        firstName: DEMO_DISABLED_ACCOUNT.firstName,
        lastName: DEMO_DISABLED_ACCOUNT.lastName,
      },
    },
    { directory, clock: () => now },
  );
  await revokeAccess(user.id, 'disabled', { directory });
}
