import { describe, expect, it } from 'vitest';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { LANGUAGE_MESSAGES } from '../../shared/schemas/me';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { uniqueFirstName } from './support/managed-accounts';

const { updateMyLanguage } = meEndpoints;
const { getSession } = sessionEndpoints;

describe('the account language (PUT /api/me/language)', () => {
  it('saves the language, and the session says it from then on', async () => {
    // Prepare
    const account = await freshAccount();
    const before = await callEndpoint(getSession, { as: account.as });

    // Act
    const saved = await callEndpoint(updateMyLanguage, { body: { language: 'es' }, as: account.as });

    // Assess
    expect(before.data.user.language).toBeNull();
    expect(saved.status).toBe(200);
    expect(saved.data.user.language).toBe('es');
    expect((await callEndpoint(getSession, { as: account.as })).data.user.language).toBe('es');
  });

  it('answers 422 for a language the portal does not speak, and keeps the one saved', async () => {
    const account = await freshAccount();
    await callEndpoint(updateMyLanguage, { body: { language: 'ar' }, as: account.as });

    const answer = await callEndpoint(updateMyLanguage, { body: { language: 'de' as 'es' }, as: account.as });

    expect(answer.status).toBe(422);
    expect(answer.errors[0]).toMatchObject({
      detail: LANGUAGE_MESSAGES.unknown,
      source: { pointer: '/data/attributes/language' },
    });
    expect((await callEndpoint(getSession, { as: account.as })).data.user.language).toBe('ar');
  });

  it('refuses to change the language of a child a parent acts as (403), and anonymous callers (401)', async () => {
    // Prepare
    const parent = await freshAccount('parent');
    const child = (
      await callEndpoint(childrenEndpoints.createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })
    ).data.child;
    const grant = await callEndpoint(childrenEndpoints.startActingAsChild, {
      params: { childId: child.id },
      as: parent.as,
    });

    // Act
    const [acting, anonymous] = await Promise.all([
      callEndpoint(updateMyLanguage, { body: { language: 'fr' }, as: parent.as, actAs: grant.data.grant.secret }),
      callEndpoint(updateMyLanguage, { body: { language: 'fr' }, as: null }),
    ]);

    // Assess
    expect(acting.status).toBe(403);
    expect(acting.errors[0]?.detail).toBe(LANGUAGE_MESSAGES.notWhileActing);
    expect(anonymous.status).toBe(401);
    const childSession = await callEndpoint(getSession, { as: parent.as, actAs: grant.data.grant.secret });
    expect(childSession.data.user.language).toBeNull();
  });
});
