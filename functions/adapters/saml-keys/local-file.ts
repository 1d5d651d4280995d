import { readFile } from 'node:fs/promises';
import type { SamlKeySource } from './port';

/** The twin: a demo key checked in under lib-infra/local (not secret, never used in AWS). */
export function fileSamlKey(file: string): SamlKeySource {
  let key: Promise<string> | null = null;
  return () => {
    key ??= readFile(file, 'utf8');
    return key;
  };
}
