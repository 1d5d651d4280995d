import { describe, expect, it } from 'vitest';
import { inLocale, translatedIn } from '../../functions/platform/language';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { icu } from '../../shared/i18n/text';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { LANGUAGE_MESSAGES, profileChangesSchema } from '../../shared/schemas/me';
import { callEndpoint } from './support/call-endpoint';

/**
 * The API answers every refusal in the caller's Accept-Language (ARCHITECTURE 'Languages'): the
 * detail in their language, the status and code the same in every language.
 */
const { getClassGroup } = classesEndpoints;
const { updateMyLanguage, updateMyProfile } = meEndpoints;
const { getSession } = sessionEndpoints;

const MISSING_CLASS = { params: { classGroupId: 'no-such-class' }, as: 'teacher' } as const;

describe("the API's messages in the caller's language", () => {
  it('answers a refusal in Spanish for Accept-Language: es, with the same status and code as in English', async () => {
    const [english, spanish] = await Promise.all([
      callEndpoint(getClassGroup, MISSING_CLASS),
      callEndpoint(getClassGroup, { ...MISSING_CLASS, language: 'es-ES,es;q=0.9,en;q=0.5' }),
    ]);

    expect(english.status).toBe(404);
    expect(english.errors[0]).toMatchObject({ code: 'not-found', detail: CLASS_MESSAGES.classNotFound });
    expect(spanish.status).toBe(404);
    expect(spanish.errors[0]).toMatchObject({
      code: 'not-found',
      detail: translatedIn('es', CLASS_MESSAGES.classNotFound),
    });
    expect(spanish.errors[0]?.detail).not.toBe(CLASS_MESSAGES.classNotFound);
  });

  it("answers a validation error (422) in Arabic: the contract's fixed texts and a field's message made with its label", async () => {
    const [language, profile] = await Promise.all([
      callEndpoint(updateMyLanguage, { body: { language: 'de' as 'es' }, as: 'personal', language: 'ar' }),
      callEndpoint(updateMyProfile, { body: { firstName: '', lastName: 'Haddad' }, as: 'personal', language: 'ar' }),
    ]);

    expect(language.status).toBe(422);
    expect(language.errors[0]).toMatchObject({
      code: 'validation',
      detail: translatedIn('ar', LANGUAGE_MESSAGES.unknown),
      source: { pointer: '/data/attributes/language' },
    });
    expect(language.errors[0]?.detail).not.toBe(LANGUAGE_MESSAGES.unknown);
    const arabicFirstName = inLocale('ar', () => profileChangesSchema.safeParse({ firstName: '', lastName: 'Haddad' }));
    expect(profile.status).toBe(422);
    expect(profile.errors[0]).toMatchObject({
      code: 'validation',
      detail: arabicFirstName.error?.issues[0]?.message,
      source: { pointer: '/data/attributes/firstName' },
    });
    expect(profile.errors[0]?.detail).not.toBe('Please enter your first name.');
  });

  it('answers a message made with a value in Chinese, the value kept as it was sent', async () => {
    const answer = await callEndpoint(getSession, { as: 'personal', invalidQuery: { id: 'x' }, language: 'zh-CN' });

    const chinese = inLocale('zh-Hans', () =>
      icu("''{name}'' is a reserved parameter name and cannot be used.", { name: 'id' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.errors[0]).toMatchObject({ code: 'reserved-parameter', detail: chinese });
    expect(chinese).toContain('id');
    expect(chinese).not.toContain('reserved parameter');
  });

  it.each([
    ['a language the portal does not speak', 'xx'],
    ['Traditional Chinese, which is not Simplified', 'zh-TW'],
    ['a malformed header', ';;q=,,=;'],
    ['a header of nothing but spaces', '   '],
  ])('answers %s in English, as if no language were asked for', async (_case, language) => {
    const [asked, plain] = await Promise.all([
      callEndpoint(getClassGroup, { ...MISSING_CLASS, language }),
      callEndpoint(getClassGroup, MISSING_CLASS),
    ]);

    expect(asked.status).toBe(404);
    expect(asked.errors).toEqual(plain.errors);
    expect(asked.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
  });

  it('answers the pseudo-locale bracketed, so a text outside the catalogues shows at once', async () => {
    const answer = await callEndpoint(getClassGroup, { ...MISSING_CLASS, language: 'pseudo' });

    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.code).toBe('not-found');
    expect(answer.errors[0]?.detail).toMatch(/^⟦.+⟧$/u);
  });
});
