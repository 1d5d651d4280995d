/** Where a SAML signing key (PEM) is kept: a secret in AWS, a file in the twin. */
export type SamlKeySource = () => Promise<string>;

/** The mock school provider's private key. */
export type MockSamlKeySource = SamlKeySource;
