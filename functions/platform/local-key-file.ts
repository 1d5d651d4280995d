import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;

/**
 * A twin's key: 32 random bytes (hex) in its data folder, made on first use, readable by the owner
 * only. `purpose` names the key in the error a damaged file gives.
 */
export function loadOrCreateKey(file: string, purpose: string): Buffer {
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== KEY_BYTES) throw new Error(`The ${purpose} file ${file} does not hold a 256-bit key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const key = randomBytes(KEY_BYTES);
    mkdirSync(path.dirname(file), { recursive: true });
    // 'wx': two processes starting at once keep the key the first one wrote.
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKey(file, purpose);
      throw raced;
    }
    return key;
  }
}
