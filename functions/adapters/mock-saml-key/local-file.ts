import { readFile } from 'node:fs/promises';
import type { MockSamlKeySource } from './port';

/** The twin: the demo key pair checked in under lib-infra/local/mock-saml-idp (not secret, never used in AWS). */
export function fileMockSamlKey(file: string): MockSamlKeySource {
  return () => readFile(file, 'utf8');
}
