import { beforeAll, describe, expect, it } from 'vitest';
import { adminServicesEndpoints } from '../../shared/api/endpoints/admin-services';
import { staffRolesEndpoints } from '../../shared/api/endpoints/staff-roles';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../shared/schemas/service';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';

const { listAdminServices, getAdminService } = adminServicesEndpoints;

/** A fresh account made staff by the demo staff member (Admin preset), with these roles only. */
async function freshStaff(...codes: string[]) {
  const account = await freshAccount();
  const answer = await callEndpoint(staffRolesEndpoints.replaceUserRoles, {
    params: { userId: account.user.id },
    body: { userRoles: codes.map((role) => ({ role, context: null })) },
    as: 'staff',
  });
  expect(answer.errors).toEqual([]);
  return account.as;
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
    const integrator = await freshStaff('app.integration.manage');
    const translator = await freshStaff('library.translate');

    expect((await callEndpoint(listAdminServices, { as: integrator })).status).toBe(200);
    expect((await callEndpoint(listAdminServices, { as: translator })).status).toBe(200);
    expect((await callEndpoint(listAdminServices, { as: 'teleStaff' })).status).toBe(403);
    expect((await callEndpoint(listAdminServices, { as: 'teacher' })).status).toBe(403);
    expect((await callEndpoint(listAdminServices, { as: null })).status).toBe(401);
  });
});
