import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { OWN_ACCOUNT, PARENT } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * A parent's child accounts (school-and-family §2 My Child Accounts). Parents only; which children
 * a parent reaches (their own) is checked in functions/domain/family (404 otherwise).
 */
export const childrenRoutes = defineRoutes(childrenEndpoints, {
  listChildren: { handler: 'children/list-children', access: PARENT, uses: { table: 'readwrite', studentPasswords: 'read' } },
  createChild: {
    handler: 'children/create-child',
    access: PARENT,
    // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/accounts.ts).
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'], studentPasswords: 'write' },
  },
  setChildPassword: { handler: 'children/set-child-password', access: PARENT, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], studentPasswords: 'write' } },
  regenerateChildUsername: {
    handler: 'children/regenerate-child-username',
    access: PARENT,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminUpdateUserAttributes'], studentPasswords: 'read' },
  },
  // payments: the children's card subscriptions are cancelled at the provider.
  deleteChildren: { handler: 'children/delete-children', access: PARENT, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'], payments: true } },
  listChildAudit: { handler: 'children/list-child-audit', access: PARENT, uses: { table: 'read' } },
  startActingAsChild: { handler: 'children/start-acting-as-child', access: PARENT, uses: { table: 'readwrite' } },
  // A personal account only (the domain refuses others); the child is made as Create child account makes one.
  migrateToFamily: {
    handler: 'children/migrate-to-family',
    access: OWN_ACCOUNT,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'], studentPasswords: 'write' },
  },
});
