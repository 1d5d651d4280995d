import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { ANY_TOKEN, NEWCOMER, PUBLIC, SIGNED_IN, staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const samlRoutes = defineRoutes(samlEndpoints, {
  // Before sign-in: the school sign-on page identifies the provider from the email's domain.
  findSamlIdpByDomain: { handler: 'saml/find-saml-idp-by-domain', access: PUBLIC, uses: { table: 'read' } },
  getSamlIdp: { handler: 'saml/get-saml-idp', access: PUBLIC, uses: { table: 'read' } },
  // Signs with the mock provider's key: its secret in AWS, nothing else.
  generateMockSamlUrl: { handler: 'saml/generate-mock-saml-url', access: staffWith('saml'), uses: { mockSamlKey: 'read' } },
  // A first-time school sign-on person (no profile yet): the user pool's copy of the school's answer.
  getSamlNewUser: { handler: 'saml/get-saml-new-user', access: NEWCOMER, uses: { table: 'read', userPool: ['cognito-idp:AdminGetUser'] } },
  registerSaml: { handler: 'saml/register-saml', access: NEWCOMER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminGetUser'] } },
  createSamlLinkTicket: { handler: 'saml/create-saml-link-ticket', access: NEWCOMER, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminGetUser'] } },
  // The existing account: the user pool links the school identity to it (deleting the provider's own user), or unlinks it.
  linkSamlAccount: {
    handler: 'saml/link-saml-account',
    access: SIGNED_IN,
    uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminLinkProviderForUser'] },
    ownSignIn: true,
  },
  listMySamlAccounts: { handler: 'saml/list-my-saml-accounts', access: SIGNED_IN, uses: { table: 'read' } },
  unlinkSamlAccount: { handler: 'saml/unlink-saml-account', access: SIGNED_IN, uses: { table: 'readwrite', userPool: ['cognito-idp:AdminDisableProviderForUser'] }, ownSignIn: true },
  // With or without a profile: a failed registration leaves the person without one.
  getSamlLastError: { handler: 'saml/get-saml-last-error', access: ANY_TOKEN, uses: { table: 'read' } },
});
