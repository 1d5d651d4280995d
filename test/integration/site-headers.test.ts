import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { systemEndpoints } from '../../shared/api/endpoints/system';
import { staticSpa } from '../../lib-infra/local/static-files';
import { securityHeaders } from '../../lib-infra/web/security-headers';
import { CONTENT_DIRECTORY, staticPageUrl } from '../../shared/content-pages';
import { rawGet } from '../support/raw-get';
import { portal } from './support/portal-client';
import { startSpaGateway, type SpaGateway } from './support/spa-gateway';

/** CloudFront's headers as the twin must send them: its CSP names no other origin (Cognito is /cognito). */
function cloudFrontHeaders(camera: boolean): Record<string, string> {
  const headers = securityHeaders({ sources: { connect: [], formActions: [] }, camera });
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function sentHeaders(response: Response, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

async function headersOf(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, headers: sentHeaders(response, Object.keys(cloudFrontHeaders(false))) };
}

describe("CloudFront's compression of /content on the twin (the behaviour's compress: true)", () => {
  const pageFile = (name: string) =>
    readFile(
      path.join(import.meta.dirname, '../..', CONTENT_DIRECTORY, staticPageUrl(name).replace(/^\/content\//, '')),
    );

  it('sends a page in Brotli or gzip as the browser asks, varying by Accept-Encoding, and as it is to one that asks neither', async () => {
    // Prepare: the privacy policy is over the 1,000 bytes CloudFront starts compressing at.
    const page = await pageFile('privacy-policy');
    const url = `${portal().url}${staticPageUrl('privacy-policy')}`;

    // Act
    const [brotli, gzipped, plain] = await Promise.all([
      rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      rawGet(url, { 'accept-encoding': 'gzip' }),
      rawGet(url, {}),
    ]);

    // Assess
    expect(page.length).toBeGreaterThan(1_000);
    expect([brotli.status, brotli.headers['content-encoding'], brotli.headers['vary']]).toEqual([
      200,
      'br',
      'accept-encoding',
    ]);
    expect(brotliDecompressSync(brotli.body).equals(page)).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.headers['content-security-policy']).toBe(cloudFrontHeaders(false)['content-security-policy']);
    expect([gzipped.headers['content-encoding'], gzipped.headers['vary']]).toEqual(['gzip', 'accept-encoding']);
    expect(gunzipSync(gzipped.body).equals(page)).toBe(true);
    expect([plain.headers['content-encoding'], plain.headers['vary']]).toEqual([undefined, 'accept-encoding']);
    expect(plain.body.equals(page)).toBe(true);
  });

  it('leaves a fragment under 1,000 bytes as it is, as CloudFront does', async () => {
    // Act
    const footer = await rawGet(`${portal().url}${staticPageUrl('footer')}`, { 'accept-encoding': 'br, gzip' });

    // Assess
    expect(footer.status).toBe(200);
    expect(footer.headers['content-encoding']).toBeUndefined();
    expect(footer.body.equals(await pageFile('footer'))).toBe(true);
  });
});

describe("CloudFront's security headers on the twin's answers", () => {
  it.each([
    ['an API answer', () => `${portal().url}${systemEndpoints.getTime.path}`, 200],
    ['an API refusal', () => `${portal().url}${sessionEndpoints.getSession.path}`, 401],
    ['/config.json', () => `${portal().url}/config.json`, 200],
    ['an address the twin does not serve', () => `${portal().url}/nothing-here`, 404],
  ])('come with %s', async (_case, address, status) => {
    // Act
    const answer = await headersOf(address());

    // Assess
    expect(answer).toEqual({ status, headers: cloudFrontHeaders(false) });
  });

  it('come with the answers of /cognito, passed on or refused', async () => {
    // Prepare
    const call = (action: string) =>
      headersOf(`${portal().url}/cognito/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: portal().userPoolClientId,
          AuthParameters: { USERNAME: 'nobody', PASSWORD: 'x' },
        }),
      });

    // Act
    const [passed, refused] = await Promise.all([call('InitiateAuth'), call('AdminInitiateAuth')]);

    // Assess
    expect(passed).toEqual({ status: 400, headers: cloudFrontHeaders(false) });
    expect(refused).toEqual({ status: 400, headers: cloudFrontHeaders(false) });
  });

  describe('on the pages of the built SPA', () => {
    let gateway: SpaGateway;
    let distDir: string;

    beforeAll(async () => {
      distDir = await mkdtemp(path.join(os.tmpdir(), 'portal-spa-'));
      await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
      gateway = await startSpaGateway(() => Promise.resolve({ web: staticSpa(distDir) }));
    });

    afterAll(async () => {
      await gateway.stop();
      await rm(distDir, { recursive: true, force: true });
    });

    it.each([
      ['the home page', '/', false],
      ['the login page', '/auth/login', false],
      ['the scan login card page, which alone may use the camera', '/auth/login/scan', true],
      ['a file of the build', '/index.html', false],
    ])("are exactly CloudFront's on %s", async (_case, pathname, camera) => {
      // Act
      const answer = await headersOf(`${gateway.url}${pathname}`);

      // Assess
      expect(answer).toEqual({ status: 200, headers: cloudFrontHeaders(camera) });
      expect(answer.headers['permissions-policy']?.split(', ')).toContain(camera ? 'camera=(self)' : 'camera=()');
    });
  });
});
