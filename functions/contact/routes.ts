import { contactEndpoints } from '../../shared/api/endpoints/contact';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const contactRoutes = defineRoutes(contactEndpoints, {
  sendContactMessage: { handler: 'contact/send-contact-message', access: PUBLIC, uses: { table: 'readwrite', ses: 'send' } },
});
