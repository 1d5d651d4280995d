import { accountKind } from '../../../shared/rules/account-kind';
import type { SignOnAttribute } from '../../../shared/schemas/app-launch';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';

/** The person's role as apps are told it. */
export function signOnRole(user: SessionUser): 'student' | 'teacher' | 'child' | 'parent' | 'personal' {
  const kind = accountKind(user);
  if (kind.isStudent) return 'student';
  if (kind.isTeacher) return 'teacher';
  if (kind.isChildAccount) return 'child';
  if (kind.isParentAccount) return 'parent';
  return 'personal';
}

/** How the person holds the app: 'perpetual' before the user-service's type. */
function accessType(userService: UserService | undefined): string | null {
  if (!userService) return null;
  return userService.perpetual ? 'perpetual' : userService.type;
}

/**
 * The attributes an app is sent: exactly those its registration releases, each only when the
 * person has a value for it. A last name goes as its initial unless the app asks for it whole.
 */
export function releasedAttributes(
  released: readonly SignOnAttribute[],
  person: { user: SessionUser; classIds: readonly string[]; userService: UserService | undefined },
): Record<string, string | readonly string[] | null> {
  const { user, classIds, userService } = person;
  const values: Record<SignOnAttribute, string | readonly string[] | null> = {
    username: user.username,
    firstName: user.firstName,
    lastInitial: user.lastName.trim() ? user.lastName.trim().charAt(0).toUpperCase() : null,
    lastName: user.lastName.trim() || null,
    email: user.email,
    role: signOnRole(user),
    schoolId: user.schoolId,
    classIds,
    accessType: accessType(userService),
    accessExpiry: userService && !userService.perpetual ? userService.expiry : null,
  };
  return Object.fromEntries(released.map((name) => [name, values[name]]));
}
