import { openAesGcm, sealAesGcm } from '../../platform/aes-gcm';
import { loadOrCreateKey } from '../../platform/local-key-file';
import { SecretBoxOpenError, type SealContext, type SecretBox } from './port';

const PREFIX = 'local:v1:';

/** The context as additional authenticated data: the same pairs in any order give the same bytes. */
function associatedData(context: SealContext): Buffer {
  return Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8');
}

/** The twin: AES-256-GCM with a key file under the twin's data folder (never used in AWS). */
export function localSecretBox(keyFile: string): SecretBox {
  let key: Buffer | undefined;
  const keyOf = () => (key ??= loadOrCreateKey(keyFile, 'password key'));
  return {
    seal(plaintext, context) {
      const { iv, tag, ciphertext } = sealAesGcm(keyOf(), plaintext, associatedData(context));
      return Promise.resolve(
        `${PREFIX}${iv.toString('base64')}.${tag.toString('base64')}.${ciphertext.toString('base64')}`,
      );
    },
    open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) return Promise.reject(new SecretBoxOpenError('not sealed by the local key'));
      const [iv, tag, ciphertext] = sealed
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !ciphertext) return Promise.reject(new SecretBoxOpenError('malformed'));
      const plaintext = openAesGcm(keyOf(), { iv, tag, ciphertext }, associatedData(context));
      return plaintext === null
        ? Promise.reject(new SecretBoxOpenError('wrong key or context'))
        : Promise.resolve(plaintext);
    },
  };
}
