import type * as z from 'zod/mini';
import { EMAIL_TAKEN, type registrationRequestSchema } from '../../../shared/schemas/auth';
import type { SessionUser } from '../../../shared/schemas/user';
import { DirectoryPasswordRejectedError } from '../../adapters/sign-in-directory/port';
import { countryExists } from '../../data/countries';
import { UsernameTakenError } from '../../data/usernames';
import { ConflictError, ValidationError, fieldPointer } from '../../platform/errors';
import { createAccount, type AccountDependencies } from '../core/accounts/accounts';

export type Registration = z.output<typeof registrationRequestSchema>;

/** visitor-and-account §2 web.login.register: personal, parent or teacher; the email is the username. */
export async function register(registration: Registration, dependencies: AccountDependencies): Promise<SessionUser> {
  if (registration.countryId !== null && !(await countryExists(registration.countryId))) {
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: 'Please choose a country from the list.',
        source: { pointer: fieldPointer(['countryId']) },
      },
    ]);
  }
  try {
    return await createAccount(
      {
        username: registration.email,
        email: registration.email,
        password: registration.password,
        profile: {
          title: registration.title,
          firstName: registration.firstName,
          lastName: registration.lastName,
          countryId: registration.countryId,
          homeRole: registration.accountType === 'parent' ? 'parent' : null,
          schoolRole: registration.accountType === 'teacher' ? 'teacher' : null,
          isSchoolAdmin: false,
          schoolId: null,
          parentId: null,
          staffRoles: [],
        },
      },
      dependencies,
    );
  } catch (error) {
    if (error instanceof UsernameTakenError) throw new ConflictError(EMAIL_TAKEN, fieldPointer(['email']));
    if (error instanceof DirectoryPasswordRejectedError) {
      throw new ValidationError([
        { status: '422', code: 'validation', detail: error.message, source: { pointer: fieldPointer(['password']) } },
      ]);
    }
    throw error;
  }
}
