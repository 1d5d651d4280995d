import { studentsEndpoints } from '../../../../../shared/api/endpoints/students';
import { defineMutation } from '../../../lib/define-mutation';

/** The webinar lookup: an attendee's sign-in by the webinar's class code and their email. */
export const webinarLookup = defineMutation(studentsEndpoints.webinarLookup);
