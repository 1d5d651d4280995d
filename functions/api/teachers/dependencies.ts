import { mailSender, siteUrl } from '../../adapters/mail';
import { signInDirectory } from '../../adapters/sign-in-directory';
import type { TeacherAccountDependencies } from '../../domain/teachers/teacher-accounts';

/** What the teacher-account handlers give the domain: the user pool, the mail port, the site and the clock. */
export function teacherAccountDependencies(): TeacherAccountDependencies {
  return { directory: signInDirectory(), mail: mailSender(), siteUrl: siteUrl(), clock: () => new Date() };
}
