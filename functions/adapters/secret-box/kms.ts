import type { KMSClient } from '@aws-sdk/client-kms';
import { DecryptCommand, EncryptCommand } from '@aws-sdk/client-kms';
import { SecretBoxOpenError, type SecretBox } from './port';

const PREFIX = 'kms:v1:';

/**
 * AWS: KMS Encrypt and Decrypt with the data stack's password key (a password is far below KMS's
 * 4 KB limit, so no data key is needed) and the context as the encryption context, which KMS
 * binds to the ciphertext and CloudTrail records with every Decrypt.
 */
export function kmsSecretBox(client: KMSClient, keyId: string): SecretBox {
  return {
    async seal(plaintext, context) {
      const { CiphertextBlob } = await client.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(plaintext, 'utf8'),
          EncryptionContext: { ...context },
        }),
      );
      if (!CiphertextBlob) throw new Error('KMS Encrypt answered without a ciphertext');
      return PREFIX + Buffer.from(CiphertextBlob).toString('base64');
    },
    async open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) throw new SecretBoxOpenError('not sealed by KMS');
      const { Plaintext } = await client.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(sealed.slice(PREFIX.length), 'base64'),
          EncryptionContext: { ...context },
        }),
      );
      if (!Plaintext) throw new Error('KMS Decrypt answered without a plaintext');
      return Buffer.from(Plaintext).toString('utf8');
    },
  };
}
