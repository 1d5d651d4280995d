import { adminSchoolsEndpoints } from '../../../../../shared/api/endpoints/admin-schools';
import { defineMutation } from '../../../lib/define-mutation';
import { SCHOOLS_KEY } from './keys';

/** Delete School: the Schools tab's searches, queues and school pages are read again afterwards. */
export const deleteSchool = defineMutation(adminSchoolsEndpoints.deleteSchool, { invalidates: [SCHOOLS_KEY] });
