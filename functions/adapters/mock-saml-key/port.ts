/** Where the mock school provider's private key (PEM) is kept: a secret in AWS, a file in the twin. */
export type MockSamlKeySource = () => Promise<string>;
