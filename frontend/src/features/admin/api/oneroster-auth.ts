import { onerosterAuthEndpoints } from '../../../../../shared/api/endpoints/oneroster-auth';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

const CREDENTIALS_KEY = [...ADMIN_KEY, 'api-credentials'] as const;

/** An app's OneRoster API credentials (the API credentials section of its page); never a secret. */
export const listApiCredentials = defineQuery(onerosterAuthEndpoints.listApiCredentials, {
  queryKey: CREDENTIALS_KEY,
});

/** Issue, rotate and revoke: the list is read again after each. */
export const issueApiCredential = defineMutation(onerosterAuthEndpoints.issueApiCredential, {
  invalidates: [CREDENTIALS_KEY],
});
export const rotateApiSecret = defineMutation(onerosterAuthEndpoints.rotateApiSecret, {
  invalidates: [CREDENTIALS_KEY],
});
export const revokeApiCredential = defineMutation(onerosterAuthEndpoints.revokeApiCredential, {
  invalidates: [CREDENTIALS_KEY],
});
