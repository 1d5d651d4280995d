import { contentEndpoints } from '../../../../../shared/api/endpoints/content';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

/** Every stored system alert, for the Servers tab's System alerts. */
export const listAllSystemAlerts = defineQuery(contentEndpoints.listAllSystemAlerts, {
  queryKey: [...ADMIN_KEY, 'system-alerts'],
});

/** Put up or take down an alert; the list is read again after. */
export const createSystemAlert = defineMutation(contentEndpoints.createSystemAlert, {
  invalidates: [listAllSystemAlerts.key()],
});
export const deleteSystemAlert = defineMutation(contentEndpoints.deleteSystemAlert, {
  invalidates: [listAllSystemAlerts.key()],
  invalidateOn: 'settled',
});
