import { samlEndpoints } from '../../../shared/api/endpoints/saml';
import { ANY_TOKEN, NEWCOMER, PUBLIC, SIGNED_IN, staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const samlRoutes = defineRoutes(samlEndpoints, {
  // Before sign-in: the school sign-on page identifies the provider from the email's domain.
  findSamlIdpByDomain: { access: PUBLIC, uses: { table: 'read' } },
  getSamlIdp: { access: PUBLIC, uses: { table: 'read' } },
  // Signs with the mock provider's key: its secret in AWS, nothing else.
  generateMockSamlUrl: { access: staffWith('saml'), uses: { mockSamlKey: 'read' } },
  // A first-time school sign-on person (no profile yet): the user pool's copy of the school's answer.
  getSamlNewUser: { access: NEWCOMER, uses: { table: 'read', userPool: ['cognito-idp:AdminGetUser'] } },
  registerSaml: { access: NEWCOMER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminGetUser'] } },
  createSamlLinkTicket: { access: NEWCOMER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminGetUser'] } },
  // The existing account: the user pool links the school identity to it (deleting the provider's own user), or unlinks it.
  linkSamlAccount: {
    access: SIGNED_IN,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminLinkProviderForUser'] },
    ownSignIn: true,
  },
  listMySamlAccounts: { access: SIGNED_IN, uses: { table: 'read' } },
  unlinkSamlAccount: {
    access: SIGNED_IN,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDisableProviderForUser'] },
    ownSignIn: true,
  },
  // With or without a profile: a failed registration leaves the person without one.
  getSamlLastError: { access: ANY_TOKEN, uses: { table: 'read' } },
});
