import { childrenEndpoints } from '../../../shared/api/endpoints/children';
import { OWN_ACCOUNT, PARENT } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * A parent's child accounts (school-and-family §2 My Child Accounts). Parents only; which children
 * a parent reaches (their own) is checked in functions/domain/children (404 otherwise).
 */
export const childrenRoutes = defineRoutes(childrenEndpoints, {
  listChildren: { access: PARENT, uses: { table: 'read' } },
  // The showing is written to the child's history (the audit line) before the password is answered.
  revealChildPassword: { access: PARENT, uses: { table: 'readwrite', studentPasswords: 'read' } },
  createChild: {
    access: PARENT,
    // AdminDeleteUser: a failed creation removes the identity it made (functions/domain/core/accounts/accounts.ts).
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
      studentPasswords: 'write',
    },
  },
  setChildPassword: {
    access: PARENT,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminSetUserPassword'], studentPasswords: 'write' },
  },
  regenerateChildUsername: {
    access: PARENT,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminUpdateUserAttributes'], studentPasswords: 'read' },
  },
  // payments: the children's card subscriptions are cancelled at the provider; exports: the
  // downloads of their data are removed.
  deleteChildren: {
    access: PARENT,
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'],
      payments: true,
      exports: 'remove',
    },
  },
  listChildAudit: { access: PARENT, uses: { table: 'read' } },
  // The child's data page: reads only (the record is built from the child's partition and audit lines).
  getChildData: { access: PARENT, uses: { table: 'read' } },
  // 'Download {name}'s data': the job record, its audit entry, and the data-export worker.
  startChildDataExport: { access: PARENT, uses: { table: 'readwrite', jobs: ['data-export'] } },
  startActingAsChild: { access: PARENT, uses: { table: 'readwrite' } },
  // Staff logged in as the parent are refused in the domain (functions/domain/children/app-sharing.ts).
  listChildAppSharing: { access: PARENT, uses: { table: 'read' } },
  setChildAppSharing: { access: PARENT, uses: { table: 'readwrite' } },
  // A personal account only (the domain refuses others); the child is made as Create child account makes one.
  migrateToFamily: {
    access: OWN_ACCOUNT,
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
      studentPasswords: 'write',
    },
  },
});
