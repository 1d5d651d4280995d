import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM's three parts: a fresh IV, the authentication tag and the ciphertext. */
export interface SealedParts {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/** Seals `plaintext` with a 256-bit key and a fresh IV, binding `associatedData` to it. */
export function sealAesGcm(key: Buffer, plaintext: string, associatedData: Buffer): SealedParts {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

/**
 * The plaintext of parts this key sealed with this associated data, or null: another key, other
 * associated data, any part changed, or parts of the wrong size.
 */
export function openAesGcm(key: Buffer, { iv, tag, ciphertext }: SealedParts, associatedData: Buffer): string | null {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
