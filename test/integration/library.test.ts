import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { countriesEndpoints } from '../../shared/api/endpoints/countries';
import { libraryEndpoints } from '../../shared/api/endpoints/library';
import { systemEndpoints } from '../../shared/api/endpoints/system';
import { COMMON_COUNTRY_CODES } from '../../shared/constants';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { callEndpoint } from './support/call-endpoint';
import { portal } from './support/portal-client';

describe('library and reference data', () => {
  it('lists every service by name, coming-soon ones included', async () => {
    const answer = await callEndpoint(libraryEndpoints.listServices);

    expect(answer.status).toBe(200);
    expect(answer.data.services.map((service) => service.name)).toEqual(
      DEMO_SERVICES.map((service) => service.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(answer.data.services.find((service) => service.id === '7')?.enabled).toBe(false);
  });

  it('reads one service', async () => {
    const answer = await callEndpoint(libraryEndpoints.getService, { params: { serviceId: '2' } });

    expect(answer.status).toBe(200);
    expect(answer.data.service).toMatchObject({ id: '2', name: 'Maths Quest' });
  });

  it("answers each app's words in the caller's language, English where staff gave none, and no other language's", async () => {
    const [spanish, arabicOne, english] = await Promise.all([
      callEndpoint(libraryEndpoints.listServices, { language: 'es' }),
      callEndpoint(libraryEndpoints.getService, { params: { serviceId: '2' }, language: 'ar' }),
      callEndpoint(libraryEndpoints.listServices, { language: 'xx' }),
    ]);

    const byId = (services: typeof spanish.data.services, id: string) => services.find((service) => service.id === id);
    expect(byId(spanish.data.services, '2')?.description).toBe(
      '<p>Práctica de matemáticas adaptativa, desde contar hasta álgebra.</p>',
    );
    expect(byId(spanish.data.services, '6')?.description).toBe(
      DEMO_SERVICES.find((service) => service.id === '6')?.description,
    );
    expect(arabicOne.data.service.description).toBe('<p>تمارين رياضيات تتكيّف مع المتعلّم، من العدّ إلى الجبر.</p>');
    expect(byId(english.data.services, '2')?.description).toBe(
      '<p>Adaptive maths practice from counting to algebra.</p>',
    );
    expect(spanish.data.services.every((service) => service.translations === undefined)).toBe(true);
  });

  it('answers 404 for an unknown service and 422 for a blank id', async () => {
    const unknown = await callEndpoint(libraryEndpoints.getService, { params: { serviceId: '999' } });
    const blank = await callEndpoint(libraryEndpoints.getService, { params: { serviceId: ' ' } });

    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]?.detail).toBe('This app could not be found.');
    expect(blank.status).toBe(422);
    expect(blank.errors[0]?.source?.pointer).toBe('/data/attributes/serviceId');
  });

  it('lists countries with the common ones first and their states', async () => {
    const answer = await callEndpoint(countriesEndpoints.listCountries);

    expect(answer.status).toBe(200);
    const { countries } = answer.data;
    expect(countries.slice(0, 4).map((country) => country.id)).toEqual([...COMMON_COUNTRY_CODES]);
    const rest = countries.slice(4).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(countries[0]?.states.map((state) => state.name)).toContain('New South Wales');
  });

  it('tells the server time', async () => {
    const answer = await callEndpoint(systemEndpoints.getTime);

    expect(answer.status).toBe(200);
    expect(Math.abs(Date.parse(answer.data.time) - Date.now())).toBeLessThan(60_000);
  });

  it('tells whether a username exists, case-insensitively', async () => {
    const known = await callEndpoint(authEndpoints.checkUsername, { body: { username: ' PARENT@demo.example ' } });
    const unknown = await callEndpoint(authEndpoints.checkUsername, { body: { username: 'nobody@demo.example' } });
    const blank = await callEndpoint(authEndpoints.checkUsername, { body: { username: '  ' } });

    expect(known.data.exists).toBe(true);
    expect(unknown.data.exists).toBe(false);
    expect(blank.status).toBe(422);
    expect(blank.errors[0]?.detail).toBe('Please enter your username');
  });

  it('answers 404 for a path that is not in the route table, as API Gateway does', async () => {
    const response = await fetch(`${portal().url}/api/no-such-route`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});
