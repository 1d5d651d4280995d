import { contactEndpoints } from '../../../shared/api/endpoints/contact';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const contactRoutes = defineRoutes(contactEndpoints, {
  sendContactMessage: { access: PUBLIC, uses: { table: 'readwrite', ses: 'send' } },
});
