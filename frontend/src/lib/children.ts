import { childrenEndpoints } from '../../../shared/api/endpoints/children';
import { defineQuery } from './define-query';

/**
 * A parent's child accounts: read by Family Management and by the flows that act for a chosen
 * child (Subscribe, Claim Activation Code). Under 'me', so it is dropped whenever the user changes.
 */
export const listChildren = defineQuery(childrenEndpoints.listChildren, {
  queryKey: ['me', 'children'],
  select: ({ children }) => children,
});
