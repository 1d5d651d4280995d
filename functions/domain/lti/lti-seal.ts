import type * as z from 'zod/mini';
import { openAesGcm, sealAesGcm } from '../../platform/aes-gcm';

const VERSION = 'l1';
/** Far above what is sealed here (a tool's state and nonce are at most 1 kB each), so a huge value is refused before it is decoded. */
const LONGEST = 16 * 1024;

/**
 * What an LTI launch carries between its steps through the browser and the tool, sealed
 * (AES-256-GCM under the launch ticket key, a fresh IV each) so neither can read nor change it,
 * and bound to its purpose: a value sealed for one step never opens as another's, nor as a SAML
 * launch ticket. `l1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealFor(purpose: string, value: unknown, key: Buffer): string {
  const { iv, tag, ciphertext } = sealAesGcm(key, JSON.stringify(value), Buffer.from(`portal lti ${purpose}`, 'utf8'));
  return [VERSION, ...[iv, tag, ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** The value sealed for this purpose, or null: not sealed by this key, changed, another shape, or past its `expiresAt`. */
export function openFor<S extends z.ZodMiniType<{ expiresAt: string }>>(
  purpose: string,
  sealed: string,
  schema: S,
  key: Buffer,
  now: Date,
): z.output<S> | null {
  if (sealed.length > LONGEST) return null;
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext || rest.length > 0) return null;
  const plaintext = openAesGcm(
    key,
    {
      iv: Buffer.from(iv, 'base64url'),
      tag: Buffer.from(tag, 'base64url'),
      ciphertext: Buffer.from(ciphertext, 'base64url'),
    },
    Buffer.from(`portal lti ${purpose}`, 'utf8'),
  );
  if (plaintext === null) return null;
  const parsed = schema.safeParse(JSON.parse(plaintext));
  return parsed.success && parsed.data.expiresAt > now.toISOString() ? parsed.data : null;
}
