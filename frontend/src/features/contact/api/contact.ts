import { contactEndpoints } from '../../../../../shared/api/endpoints/contact';
import type { ContactMessageRequest } from '../../../../../shared/schemas/contact';
import { defineMutation } from '../../../lib/define-mutation';

/** POST /api/contact-messages. */
export const useSendContactMessage = defineMutation(contactEndpoints.sendContactMessage, {
  request: (message: ContactMessageRequest) => ({ body: message }),
}).useMutation;
