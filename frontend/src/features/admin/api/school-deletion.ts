import { schoolDeletionEndpoints } from '../../../../../shared/api/endpoints/school-deletion';
import { defineMutation } from '../../../lib/define-mutation';
import { SCHOOLS_KEY } from './keys';

/** Delete School: the Schools tab's searches, queues and school pages are read again afterwards. */
export const deleteSchool = defineMutation(schoolDeletionEndpoints.deleteSchool, { invalidates: [SCHOOLS_KEY] });
