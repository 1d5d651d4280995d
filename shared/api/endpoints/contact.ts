import { contactMessageRequestSchema, contactMessageResponseSchema } from '../../schemas/contact';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** visitor-and-account §2 web.contact-us and §7 contact-message save. */
export const contactEndpoints = defineEndpoints('contact', {
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/api/contact-messages',
    summary:
      'Stores a message for support and mails it to the support address, replies going to the sender. Rate-limited per address and per email.',
    body: contactMessageRequestSchema,
    response: contactMessageResponseSchema,
    successStatus: 201,
  }),
});
