import { createHash } from 'node:crypto';
import { ROSTER_SCOPES } from '../../shared/schemas/api-credentials';
import { apiCredentials } from '../../functions/data/api-credentials';
import { secretHashOf } from '../../functions/domain/oneroster/auth/api-credentials';
import { DEMO_SERVICES } from './services';

/**
 * The demo apps' OneRoster API credentials (docs/using/oneroster-api.md 'Connecting'): each
 * integrated app of the demo library has a fixed client id and this secret, so `npm start` can
 * print a curl call that works. Demo data only: staff issue real credentials in the console,
 * where the secret is drawn at random and shown once.
 */
export const DEMO_API_SECRET = 'demo-oneroster-secret-only-for-the-local-twin';

/** A demo app's client id: fixed, so the printed example and the tests name it. */
export function demoClientId(serviceIdentifier: string): string {
  return `demo-${serviceIdentifier}`;
}

/** The app the printed curl example reads as. */
export const DEMO_API_APP = 'reading-rockets';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** Written whole on every seed: a rotated or revoked demo credential is the demo's again after npm start. */
export async function seedDemoApiCredentials(): Promise<void> {
  await apiCredentials.putAll(
    DEMO_SERVICES.filter((service) => service.integrated).map((service) => ({
      clientId: demoClientId(service.identifier),
      serviceId: service.id,
      scopes: [...ROSTER_SCOPES],
      createdAt: SEEDED_AT,
      createdBy: 'demo seed',
      rotatedAt: null,
      rotatedBy: null,
      revokedAt: null,
      revokedBy: null,
      lastUsedAt: null,
      secretHash: secretHashOf(DEMO_API_SECRET),
      // Fixed per app, so tokens a demo client holds survive a restart of the twin.
      tokenKey: createHash('sha256').update(`demo token key ${service.identifier}`).digest('base64url'),
    })),
  );
}

/** How to call the OneRoster API as a demo app, for npm start to print. */
export function demoApiCallLines(siteUrl: string): string[] {
  const client = demoClientId(DEMO_API_APP);
  return [
    `OneRoster API (docs/using/oneroster-api.md), as the demo app Reading Rockets:`,
    `  TOKEN=$(curl -s -u ${client}:${DEMO_API_SECRET} -d grant_type=client_credentials ${siteUrl}/oauth/token | sed 's/.*"access_token":"\\([^"]*\\)".*/\\1/')`,
    `  curl -H "Authorization: Bearer $TOKEN" '${siteUrl}/ims/oneroster/rostering/v1p2/users?limit=5'`,
  ];
}
