import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SECONDS,
  signAccessToken,
  verifiedScopes,
} from '../../../../functions/domain/oneroster/auth/access-tokens';
import { ROSTER_SCOPES } from '../../../../shared/schemas/api-credentials';

const [CORE] = ROSTER_SCOPES;
const AT = new Date('2026-12-06T10:00:00Z');
const credential = (tokenKey: string, clientId = 'client-1') => ({ clientId, tokenKey });
const KEY = Buffer.alloc(32, 1).toString('base64url');
const ROTATED = Buffer.alloc(32, 2).toString('base64url');

describe('an access token checked again on each request (a function keeps the tokens it verified)', () => {
  it('answers its scopes on every request while the credential keeps the key it verified under', async () => {
    // Prepare
    const token = await signAccessToken(credential(KEY), [CORE], AT);

    // Act
    const first = await verifiedScopes(token, credential(KEY), AT);
    const again = await verifiedScopes(token, credential(KEY), new Date(AT.getTime() + 60_000));

    // Assess
    expect(first).toEqual([CORE]);
    expect(again).toEqual([CORE]);
  });

  it('refuses it after a rotation (a new token key), though it verified before', async () => {
    // Prepare
    const token = await signAccessToken(credential(KEY), [CORE], AT);
    expect(await verifiedScopes(token, credential(KEY), AT)).toEqual([CORE]);

    // Act
    const rotated = await verifiedScopes(token, credential(ROTATED), AT);
    const otherClient = await verifiedScopes(token, credential(KEY, 'client-2'), AT);

    // Assess
    expect(rotated).toBeNull();
    expect(otherClient).toBeNull();
  });

  it('refuses it from the second it expires, though it verified before', async () => {
    // Prepare
    const token = await signAccessToken(credential(KEY), [CORE], AT);
    expect(await verifiedScopes(token, credential(KEY), AT)).toEqual([CORE]);
    const expiry = AT.getTime() + ACCESS_TOKEN_SECONDS * 1000;

    // Act
    const lastSecond = await verifiedScopes(token, credential(KEY), new Date(expiry - 1000));
    const expired = await verifiedScopes(token, credential(KEY), new Date(expiry));

    // Assess
    expect(lastSecond).toEqual([CORE]);
    expect(expired).toBeNull();
  });

  it('keeps no answer a caller could change', async () => {
    // Prepare
    const token = await signAccessToken(credential(KEY), [CORE], AT);
    const first = await verifiedScopes(token, credential(KEY), AT);

    // Act
    first?.push('https://example.com/everything');

    // Assess
    expect(await verifiedScopes(token, credential(KEY), AT)).toEqual([CORE]);
  });
});
