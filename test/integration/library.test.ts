import { describe, expect, it } from 'vitest';
import { COMMON_COUNTRY_CODES } from '../../shared/constants';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { callApi, type ErrorList } from './support/portal-client';

interface Services {
  services: { id: string; name: string; enabled: boolean; iconColor: string }[];
}
interface Countries {
  countries: { id: string; name: string; states: { name: string }[] }[];
}

describe('library and reference data', () => {
  it('lists every service by name, coming-soon ones included', async () => {
    const answer = await callApi<Services>('GET', '/api/services');

    expect(answer.status).toBe(200);
    expect(answer.body.services.map((service) => service.name)).toEqual(DEMO_SERVICES.map((service) => service.name).sort((a, b) => a.localeCompare(b)));
    expect(answer.body.services.find((service) => service.id === '7')?.enabled).toBe(false);
  });

  it('reads one service', async () => {
    const answer = await callApi<{ service: { id: string; name: string } }>('GET', '/api/services/2');

    expect(answer.status).toBe(200);
    expect(answer.body.service).toMatchObject({ id: '2', name: 'Maths Quest' });
  });

  it('answers 404 for an unknown service and 422 for a blank id', async () => {
    const unknown = await callApi<ErrorList>('GET', '/api/services/999');
    const blank = await callApi<ErrorList>('GET', '/api/services/%20');

    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.detail).toBe('This app could not be found.');
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]?.source?.pointer).toBe('/data/attributes/serviceId');
  });

  it('lists countries with the common ones first and their states', async () => {
    const answer = await callApi<Countries>('GET', '/api/countries');

    expect(answer.status).toBe(200);
    expect(answer.body.countries.slice(0, 4).map((country) => country.id)).toEqual([...COMMON_COUNTRY_CODES]);
    const rest = answer.body.countries.slice(4).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(answer.body.countries[0]?.states.map((state) => state.name)).toContain('New South Wales');
  });

  it('tells the server time', async () => {
    const answer = await callApi<{ time: string }>('GET', '/api/time');

    expect(answer.status).toBe(200);
    expect(Math.abs(Date.parse(answer.body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('tells whether a username exists, case-insensitively', async () => {
    const known = await callApi<{ exists: boolean }>('POST', '/api/users/check-username', { body: { username: ' PARENT@demo.example ' } });
    const unknown = await callApi<{ exists: boolean }>('POST', '/api/users/check-username', { body: { username: 'nobody@demo.example' } });
    const blank = await callApi<ErrorList>('POST', '/api/users/check-username', { body: { username: '  ' } });

    expect(known.body.exists).toBe(true);
    expect(unknown.body.exists).toBe(false);
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]?.detail).toBe('Please enter your username');
  });

  it('answers 404 for a path that is not in the route table', async () => {
    const answer = await callApi('GET', '/api/no-such-route');

    expect(answer.status).toBe(404);
  });
});
