import { childrenEndpoints } from '../../../../../shared/api/endpoints/children';
import { listChildren } from '../../../lib/children';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';

/** After any change the children are read afresh (the table, and the pickers of other flows). */
const CHILDREN = [listChildren.key()];

export const createChild = defineMutation(childrenEndpoints.createChild, { invalidates: CHILDREN });
export const setChildPassword = defineMutation(childrenEndpoints.setChildPassword, { invalidates: CHILDREN });
/** Show on a password: the one call that opens a child's kept password, and records that it was shown. */
export const revealChildPassword = defineMutation(childrenEndpoints.revealChildPassword);
export const regenerateChildUsername = defineMutation(childrenEndpoints.regenerateChildUsername, {
  invalidates: CHILDREN,
});
export const deleteChildren = defineMutation(childrenEndpoints.deleteChildren, {
  invalidates: CHILDREN,
  invalidateOn: 'settled',
});
/** Add Child Account: a personal account becomes a family. */
export const migrateToFamily = defineMutation(childrenEndpoints.migrateToFamily);

/** A child's audit trail, newest first, a page at a time. */
export const listChildAudit = defineQuery(childrenEndpoints.listChildAudit, { queryKey: ['me', 'children', 'audit'] });

/** Apps and sharing: each app of a child with what it receives, the parent's choice and whether it is blocked. */
export const listChildAppSharing = defineQuery(childrenEndpoints.listChildAppSharing, {
  queryKey: ['me', 'children', 'app-sharing'],
});
export const setChildAppSharing = defineMutation(childrenEndpoints.setChildAppSharing, {
  invalidates: [listChildAppSharing.key()],
});
/** A child's data page: everything the portal holds about the child (ARCHITECTURE 'What an app may know about a person'). */
export const getChildData = defineQuery(childrenEndpoints.getChildData, {
  queryKey: ['me', 'children', 'data'],
  select: ({ record }) => record,
});
/** 'Download {name}'s data': the ZIP job. */
export const startChildDataExport = defineMutation(childrenEndpoints.startChildDataExport);

export { useStartActingAsChild } from '../../../lib/child-acting';
