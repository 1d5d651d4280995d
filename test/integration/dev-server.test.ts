import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startViteDevServer } from '../../lib-infra/local/vite-dev-server';
import { startSpaGateway, type SpaGateway } from './support/spa-gateway';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = `secret-${randomUUID()}`;

/** The nonce of every `nonce="…"` attribute and of the page's CSP (script-src and style-src). */
function noncesOf(html: string, csp: string) {
  return {
    attributes: [...html.matchAll(/<(script|style|meta)\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[2]),
    tags: [...html.matchAll(/<(script|style)\b/g)].length,
    scriptSrc: /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1],
    styleSrc: /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1],
  };
}

describe('the Vite dev server inside the local gateway (npm start)', () => {
  let gateway: SpaGateway;
  const localDataDir = path.join(ROOT, '.local', `integration-${randomUUID()}`);
  const poolFile = path.join(localDataDir, 'cognito', '.cognito', 'db', 'local_pool.json');

  beforeAll(async () => {
    // A stand-in of the user pool's store under .local/, where npm start keeps it.
    await mkdir(path.dirname(poolFile), { recursive: true });
    await writeFile(poolFile, JSON.stringify({ Users: { someone: { Password: SECRET } } }));
    gateway = await startSpaGateway((server) =>
      startViteDevServer({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), server }),
    );
  });

  afterAll(async () => {
    await gateway.stop();
    await rm(localDataDir, { recursive: true, force: true });
  });

  it.each([
    ['the local user pool under .local/', () => `/@fs${poolFile}`],
    ['the local user pool as raw text', () => `/@fs${poolFile}?raw`],
    ['the local user pool as a module', () => `/@fs${poolFile}?import`],
    ['a file of the repository outside the SPA', () => `/@fs${path.join(ROOT, 'package.json')}?raw`],
    ['a file outside the repository', () => '/@fs/etc/passwd'],
  ])('refuses %s', async (_case, address) => {
    // Act
    const response = await fetch(`${gateway.url}${address()}`);
    const body = await response.text();

    // Assess
    expect(response.status).toBe(403);
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain('root:');
    expect(body).not.toContain('"scripts"');
  });

  it("still serves what the SPA loads: the entry's imports (its modules, dependencies, Vite's client), shared/ code", async () => {
    // Prepare
    const entry = await fetch(`${gateway.url}/src/main.tsx`);
    const imports = [...(await entry.text()).matchAll(/\bimport\b[^'"]*["']([^"']+)["']/g)].map(
      (match) => match[1] ?? '',
    );
    const addresses = [...imports, '/@vite/client', `/@fs${path.join(ROOT, 'shared/constants.ts')}`];

    // Act
    const answers = await Promise.all(
      addresses.map(async (address) => {
        const response = await fetch(new URL(address, `${gateway.url}/src/`));
        await response.arrayBuffer();
        return [address, response.status] as const;
      }),
    );

    // Assess
    expect(entry.status).toBe(200);
    expect(imports.some((address) => address.includes('/node_modules/.vite/deps/'))).toBe(true);
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(addresses.map((address) => [address, 200])));
  });

  it("serves each page with a nonce of its own on Vite's inline script and styles, and that nonce in the page's CSP only", async () => {
    // Act
    const [first, second] = await Promise.all([fetch(`${gateway.url}/auth/login`), fetch(`${gateway.url}/library`)]);
    const [firstHtml, secondHtml] = await Promise.all([first.text(), second.text()]);
    const firstNonces = noncesOf(firstHtml, first.headers.get('content-security-policy') ?? '');
    const secondNonces = noncesOf(secondHtml, second.headers.get('content-security-policy') ?? '');

    // Assess
    expect(first.status).toBe(200);
    expect(firstHtml).toContain('<meta property="csp-nonce"');
    expect(firstNonces.tags).toBeGreaterThan(1);
    expect(firstNonces.attributes).toHaveLength(firstNonces.tags + 1);
    expect(new Set(firstNonces.attributes)).toEqual(new Set([firstNonces.scriptSrc]));
    expect(firstNonces.styleSrc).toBe(firstNonces.scriptSrc);
    expect(firstHtml).not.toContain('nonce-placeholder');
    expect(secondNonces.scriptSrc).toEqual(expect.any(String));
    expect(secondNonces.scriptSrc).not.toBe(firstNonces.scriptSrc);
  });

  it('lets the camera be used on the scan login card page only', async () => {
    // Act
    const [login, scan] = await Promise.all([
      fetch(`${gateway.url}/auth/login`),
      fetch(`${gateway.url}/auth/login/scan`),
    ]);
    await Promise.all([login.text(), scan.text()]);

    // Assess
    expect(login.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
    expect(scan.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(self\)/);
    expect(scan.headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)/);
  });
});
