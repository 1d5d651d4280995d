import { userChecksEndpoints } from '../../../../../shared/api/endpoints/user-checks';
import { defineMutation } from '../../../lib/define-mutation';

/** The Users tab (staff-console §2 Users): the password reset check and the inactive-student clean-up. */
export const checkPasswordReset = defineMutation(userChecksEndpoints.checkPasswordReset);
export const previewInactiveStudents = defineMutation(userChecksEndpoints.previewInactiveStudents);
export const deleteInactiveStudents = defineMutation(userChecksEndpoints.deleteInactiveStudents);
