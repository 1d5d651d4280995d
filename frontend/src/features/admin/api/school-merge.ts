import { schoolMergeEndpoints } from '../../../../../shared/api/endpoints/school-merge';
import { defineMutation } from '../../../lib/define-mutation';

/** Merge: Lookup shows both schools; Merge starts the job (the Schools tab is read again when it ends). */
export const lookupSchoolMerge = defineMutation(schoolMergeEndpoints.lookupSchoolMerge);
export const mergeSchool = defineMutation(schoolMergeEndpoints.mergeSchool);
