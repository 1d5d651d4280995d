import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding } from '../../../lib-infra/local/cloudfront-edge';
import { staticSpa } from '../../../lib-infra/local/static-files';
import { rawGet as get } from '../../support/raw-get';

/** A server answering every request with `serve`, listening on a free port. */
async function listening(serve: ReturnType<typeof staticSpa>): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(
    (request, response) => void serve(request, response, new URL(request.url ?? '/', 'http://x').pathname),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};\n`;

describe('the built SPA as the twin serves it (as CloudFront would)', () => {
  let root: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'static-spa-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), `<!doctype html><title>Portal</title>${' '.repeat(1200)}`);
    await writeFile(path.join(root, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(root, 'assets', 'tiny-abc123.js'), 'export {};\n');
    await writeFile(path.join(root, 'assets', 'index-abc123.js.map'), '{}');
    await writeFile(path.join(root, 'favicon.svg'), '<svg/>');
    ({ server, url } = await listening(staticSpa(root)));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('sends Brotli to a browser that takes it, and the bytes are the file', async () => {
    // Act
    const answer = await get(`${url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });

    // Assess
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when the browser takes only gzip, and the file as it is when it takes neither', async () => {
    // Act
    const gzipped = await get(`${url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    const refused = await get(`${url}/assets/index-abc123.js`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    const plain = await get(`${url}/assets/index-abc123.js`, {});

    // Assess
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    for (const answer of [refused, plain]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('leaves files under 1,000 bytes as they are, and compresses index.html without letting it be cached', async () => {
    // Act
    const tiny = await get(`${url}/assets/tiny-abc123.js`, { 'accept-encoding': 'br' });
    const page = await get(`${url}/classes/42`, { 'accept-encoding': 'br' });

    // Assess
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>Portal</title>');
  });

  it('routes as the SPA fallback function does: index.html for a path without an extension (a dot alone is none), S3’s 403 for a file it lacks', async () => {
    // Act
    const route = await get(`${url}/classes/42/students`, {});
    const dotted = await get(`${url}/Not..A%20Page`, {});
    const root = await get(`${url}/`, {});
    const missingChunk = await get(`${url}/assets/index-old999.js`, {});
    const sourceMap = await get(`${url}/assets/index-abc123.js.map`, {});
    const icon = await get(`${url}/favicon.svg`, {});

    // Assess
    for (const page of [route, dotted, root]) {
      expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.body.toString()).toContain('<title>Portal</title>');
    }
    // A chunk of an older build, and a source map (never uploaded), are not pages.
    for (const missing of [missingChunk, sourceMap]) {
      expect([missing.status, missing.headers['content-type']]).toEqual([403, 'application/xml']);
      expect(missing.body.toString()).toContain('<Code>AccessDenied</Code>');
    }
    // Every file but the entry files is uploaded as immutable (lib-infra/web/site-content.ts).
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('chooses as CloudFront does from Accept-Encoding', () => {
    expect(chosenEncoding('gzip, br')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});

describe("the twin's prerendered pages, as the site's viewer-request function picks them", () => {
  let root: string;
  let bucket: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'static-spa-build-'));
    bucket = await mkdtemp(path.join(os.tmpdir(), 'static-spa-bucket-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>SPA</title>');
    await mkdir(path.join(bucket, '_prerendered', 'es', 'auth'), { recursive: true });
    await writeFile(path.join(bucket, '_prerendered', 'es', 'auth', 'login.html'), '<html lang="es">Iniciar sesión');
    ({ server, url } = await listening(staticSpa(root, { siteBucketDirectory: bucket })));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
    await rm(bucket, { recursive: true, force: true });
  });

  it("serves the language's page from the site bucket's folder, revalidated on every visit, and index.html where it has none", async () => {
    // Act
    const spanish = await get(`${url}/auth/login`, { cookie: 'lang=es' });
    const english = await get(`${url}/auth/login`, { 'accept-language': 'en-GB' });
    const withParameter = await get(`${url}/auth/login?intended=%2Fchildren`, { cookie: 'lang=es' });

    // Assess
    expect([spanish.status, spanish.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(spanish.body.toString()).toContain('Iniciar sesión');
    for (const page of [english, withParameter]) expect(page.body.toString()).toContain('<title>SPA</title>');
  });

  it('serves a page the job writes from its next request on', async () => {
    // Arrange
    const before = await get(`${url}/library?serviceId=new-app`, { 'accept-language': 'ar' });
    await mkdir(path.join(bucket, '_prerendered', 'ar', 'library', 'app'), { recursive: true });
    await writeFile(
      path.join(bucket, '_prerendered', 'ar', 'library', 'app', 'new-app.html'),
      '<html lang="ar" dir="rtl">',
    );

    // Act
    const after = await get(`${url}/library?serviceId=new-app`, { 'accept-language': 'ar' });

    // Assess
    expect(before.body.toString()).toContain('<title>SPA</title>');
    expect(after.body.toString()).toBe('<html lang="ar" dir="rtl">');
  });
});
