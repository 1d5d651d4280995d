import { useMutation } from '@tanstack/react-query';
import { contactEndpoints } from '../../../../../shared/api/endpoints/contact';
import type { ContactMessageRequest } from '../../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact-messages. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (message: ContactMessageRequest) => apiRequest(contactEndpoints.sendContactMessage, { body: message }) });
}
