import { beforeAll, describe, expect, it } from 'vitest';
import { adminServicesEndpoints } from '../../shared/api/endpoints/admin-services';
import { staffRolesEndpoints } from '../../shared/api/endpoints/staff-roles';
import { libraryEndpoints } from '../../shared/api/endpoints/library';
import { SERVICE_NOT_FOUND_MESSAGE, SERVICE_TEXT_MESSAGES } from '../../shared/schemas/service';
import { DEMO_SERVICES } from '../../bin/seed/services';
import compiledGaps from '../../shared/i18n/catalogues/translation-gaps.json';
import { freshAccount } from './support/accounts';
import { auditOf } from './support/audit';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';

const { listAdminServices, getAdminService, updateServiceTranslations, getTranslationGaps } = adminServicesEndpoints;

/** A fresh account made staff by the demo staff member (Admin preset), with these roles only. */
async function freshStaff(...codes: string[]) {
  const account = await freshAccount();
  const answer = await callEndpoint(staffRolesEndpoints.replaceUserRoles, {
    params: { userId: account.user.id },
    body: { userRoles: codes.map((role) => ({ role, context: null })) },
    as: 'staff',
  });
  expect(answer.errors).toEqual([]);
  return account;
}

const readingRockets = DEMO_SERVICES.find((service) => service.identifier === 'reading-rockets');

describe("the console's Apps tab", () => {
  beforeAll(() => useLocalTable());

  it('lists every app, enabled or not, in English with its texts in other languages, by name', async () => {
    const answer = await callEndpoint(listAdminServices, { as: 'staff', language: 'es' });

    expect(answer.status).toBe(200);
    const { services } = answer.data;
    expect(services.map((service) => service.name)).toEqual(
      DEMO_SERVICES.map((service) => service.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(services.some((service) => !service.enabled)).toBe(true);
    const rockets = services.find((service) => service.id === readingRockets?.id);
    expect(rockets?.description).toBe(readingRockets?.description);
    expect(rockets?.translations?.es?.description).toBe(readingRockets?.translations?.es?.description);
  });

  it('shows one app as stored, and says so when there is none', async () => {
    const found = await callEndpoint(getAdminService, { params: { serviceId: readingRockets?.id ?? '' }, as: 'staff' });
    const missing = await callEndpoint(getAdminService, { params: { serviceId: 'no-such-app' }, as: 'staff' });

    expect(found.data.service).toMatchObject({
      identifier: 'reading-rockets',
      translations: readingRockets?.translations,
    });
    expect(missing.status).toBe(404);
    expect(missing.errors[0]?.detail).toBe(SERVICE_NOT_FOUND_MESSAGE);
  });

  it('is open to staff who manage app integrations or translate the library, and to no one else', async () => {
    const integrator = (await freshStaff('app.integration.manage')).as;
    const translator = (await freshStaff('library.translate')).as;

    expect((await callEndpoint(listAdminServices, { as: integrator })).status).toBe(200);
    expect((await callEndpoint(listAdminServices, { as: translator })).status).toBe(200);
    expect((await callEndpoint(listAdminServices, { as: 'teleStaff' })).status).toBe(403);
    expect((await callEndpoint(listAdminServices, { as: 'teacher' })).status).toBe(403);
    expect((await callEndpoint(listAdminServices, { as: null })).status).toBe(401);
  });

  describe("an app's texts per language (library.translate)", () => {
    /** Coding Club: seeded without translations, so the library shows it in English until staff fill them in. */
    const codingClub = DEMO_SERVICES.find((service) => service.identifier === 'coding-club');
    const serviceId = codingClub?.id ?? '';
    const inSpanish = async () =>
      (await callEndpoint(libraryEndpoints.getService, { params: { serviceId }, language: 'es' })).data.service;

    it('saves the texts given, trimmed, leaves out the empty ones, records who did it, and the library answers with them', async () => {
      const translator = await freshStaff('library.translate');

      const saved = await callEndpoint(updateServiceTranslations, {
        params: { serviceId },
        body: {
          es: { name: ' Club de Programación ', description: '<p>Aprende a programar jugando.</p>' },
          fr: { name: '', description: '  ' },
          ar: { description: '<p>تعلّم البرمجة باللعب.</p>' },
        },
        as: translator.as,
      });

      expect(saved.status).toBe(200);
      expect(saved.data.service.translations).toEqual({
        es: { name: 'Club de Programación', description: '<p>Aprende a programar jugando.</p>' },
        ar: { description: '<p>تعلّم البرمجة باللعب.</p>' },
      });
      expect(await inSpanish()).toMatchObject({
        name: 'Club de Programación',
        description: '<p>Aprende a programar jugando.</p>',
      });
      const french = (await callEndpoint(libraryEndpoints.getService, { params: { serviceId }, language: 'fr' })).data;
      expect(french.service).toMatchObject({ name: codingClub?.name, description: codingClub?.description });
      const audit = await auditOf(translator.user.id, 'service.translations.update');
      expect(audit.map((event) => event.detail)).toEqual([{ serviceId, languages: 'es,ar' }]);

      const cleared = await callEndpoint(updateServiceTranslations, {
        params: { serviceId },
        body: {},
        as: translator.as,
      });
      expect(cleared.data.service.translations).toEqual({});
      expect(await inSpanish()).toMatchObject({ name: codingClub?.name, description: codingClub?.description });
    });

    it('refuses a name or a description too long, a text that is not text, and an app that does not exist', async () => {
      const put = (body: unknown, id = serviceId) =>
        callEndpoint(updateServiceTranslations, { params: { serviceId: id }, invalidBody: body, as: 'staff' });

      const longName = await put({ es: { name: 'n'.repeat(101) } });
      const longDescription = await put({ 'zh-Hans': { description: 'd'.repeat(5001) } });
      const notText = await put({ fr: { name: 42 } });
      const missing = await put({ es: { name: 'Club' } }, 'no-such-app');

      expect(longName.status).toBe(422);
      expect(detailsAt(longName, 'es/name')).toEqual([SERVICE_TEXT_MESSAGES.nameTooLong]);
      expect(longDescription.status).toBe(422);
      expect(detailsAt(longDescription, 'zh-Hans/description')).toEqual([SERVICE_TEXT_MESSAGES.descriptionTooLong]);
      expect(notText.status).toBe(422);
      expect(detailsAt(notText, 'fr/name')).toHaveLength(1);
      expect(missing.status).toBe(404);
      expect(missing.errors[0]?.detail).toBe(SERVICE_NOT_FOUND_MESSAGE);
      expect((await inSpanish()).name).toBe(codingClub?.name);
    });

    it('is refused to staff without library.translate (app integrations alone included), to others, and to no one signed in', async () => {
      const integrator = (await freshStaff('app.integration.manage')).as;
      const put = (as: NonNullable<Parameters<typeof callEndpoint>[1]>['as']) =>
        callEndpoint(updateServiceTranslations, { params: { serviceId }, body: { es: { name: 'Club' } }, as });

      expect((await put(integrator)).status).toBe(403);
      expect((await put('teleStaff')).status).toBe(403);
      expect((await put('teacher')).status).toBe(403);
      expect((await put('parent')).status).toBe(403);
      expect((await put(null)).status).toBe(401);
      expect((await inSpanish()).name).toBe(codingClub?.name);
    });
  });

  describe('what each language lacks (library.translate)', () => {
    it('counts the catalogue entries without a text as compiled, and names the apps and static pages without the language', async () => {
      const translator = await freshStaff('library.translate');

      const answer = await callEndpoint(getTranslationGaps, { as: translator.as });

      expect(answer.status).toBe(200);
      const { languages } = answer.data;
      expect(languages.map((language) => language.locale)).toEqual(['es', 'fr', 'ar', 'zh-Hans']);
      const spanish = languages[0];
      const french = languages[1];
      const compiledSpanish = Object.values(compiledGaps.catalogues.es).reduce((sum, count) => sum + count, 0);
      expect(spanish?.missingMessages).toBe(compiledSpanish);
      expect(spanish?.totalMessages).toBe(Object.values(compiledGaps.englishMessages).reduce((sum, n) => sum + n, 0));
      // The demo has the privacy policy in Spanish (content/html/page/es/), and no page in French.
      expect(spanish?.pages).not.toContain('privacy-policy');
      expect(spanish?.pages).toContain('terms-of-use');
      expect(french?.pages).toEqual(expect.arrayContaining(['privacy-policy', 'terms-of-use', 'footer']));
      // Coding Club has no texts but English; Reading Rockets has its description in every language, not its name.
      const codingClub = DEMO_SERVICES.find((service) => service.identifier === 'coding-club');
      expect(spanish?.apps).toContainEqual({
        id: codingClub?.id,
        name: 'Coding Club',
        missing: ['name', 'description'],
      });
      expect(spanish?.apps).toContainEqual({ id: readingRockets?.id, name: 'Reading Rockets', missing: ['name'] });
    });

    it('is refused to staff without library.translate (app integrations alone included), to others, and to no one signed in', async () => {
      const integrator = (await freshStaff('app.integration.manage')).as;

      expect((await callEndpoint(getTranslationGaps, { as: integrator })).status).toBe(403);
      expect((await callEndpoint(getTranslationGaps, { as: 'teleStaff' })).status).toBe(403);
      expect((await callEndpoint(getTranslationGaps, { as: 'teacher' })).status).toBe(403);
      expect((await callEndpoint(getTranslationGaps, { as: null })).status).toBe(401);
    });
  });
});
