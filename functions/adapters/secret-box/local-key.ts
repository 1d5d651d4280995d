import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SecretBoxOpenError, type SealContext, type SecretBox } from './port';

const PREFIX = 'local:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** The context as additional authenticated data: the same pairs in any order give the same bytes. */
function associatedData(context: SealContext): Buffer {
  return Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8');
}

/** The twin's key: 32 random bytes (hex) in its data folder, made on first use, readable by the owner only. */
function loadOrCreateKey(file: string): Buffer {
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== KEY_BYTES) throw new Error(`The password key file ${file} does not hold a 256-bit key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const key = randomBytes(KEY_BYTES);
    mkdirSync(path.dirname(file), { recursive: true });
    // 'wx': two processes starting at once keep the key the first one wrote.
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKey(file);
      throw raced;
    }
    return key;
  }
}

/** The twin: AES-256-GCM with a key file under the twin's data folder (never used in AWS). */
export function localSecretBox(keyFile: string): SecretBox {
  let key: Buffer | undefined;
  const keyOf = () => (key ??= loadOrCreateKey(keyFile));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(associatedData(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Promise.resolve(
        `${PREFIX}${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${ciphertext.toString('base64')}`,
      );
    },
    open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) return Promise.reject(new SecretBoxOpenError('not sealed by the local key'));
      const [iv, tag, ciphertext] = sealed
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !ciphertext) return Promise.reject(new SecretBoxOpenError('malformed'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), iv);
        decipher.setAAD(associatedData(context));
        decipher.setAuthTag(tag);
        return Promise.resolve(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
      } catch {
        return Promise.reject(new SecretBoxOpenError('wrong key or context'));
      }
    },
  };
}
