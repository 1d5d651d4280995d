import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newLtiPrivateJwk, readKeySet } from './key-set';
import type { LtiKeySource } from './port';

/**
 * The twin: the key set in a file of its data folder, made with one key on first use. Read at
 * every use (a few kB), so a key added to it is published at once, as a rotation in AWS is once
 * the extension's cache has expired.
 */
export function fileLtiKeys(file: string): LtiKeySource {
  return () => {
    try {
      return Promise.resolve(readKeySet(readFileSync(file, 'utf8'), file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        // 'wx': two processes starting at once keep the keys the first one wrote.
        writeFileSync(file, JSON.stringify({ keys: [newLtiPrivateJwk()] }, null, 2), { mode: 0o600, flag: 'wx' });
      } catch (raced) {
        if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      }
      return Promise.resolve(readKeySet(readFileSync(file, 'utf8'), file));
    }
  };
}
