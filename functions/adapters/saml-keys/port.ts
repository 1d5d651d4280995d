/** Where a SAML signing key (PEM) is kept: a secret in AWS, a file in the twin. */
export type SamlKeySource = () => Promise<string>;

/** The mock school provider's private key. */
export type MockSamlKeySource = SamlKeySource;

/** What signs the portal's responses as the identity provider of integrated apps: its certificate and key. */
export interface IdpSigning {
  certificatePem: string;
  privateKeyPem: SamlKeySource;
}
