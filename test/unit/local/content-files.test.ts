import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFiles } from '../../../lib-infra/local/content-files';
import { createGateway } from '../../../lib-infra/local/gateway';
import { CONTENT_DIRECTORY, SHELL_FRAGMENTS, staticPageUrl } from '../../../shared/content-pages';

const SECRET = 'the-secret-outside-the-content-folder';

/** A raw GET, the path sent exactly as written (fetch would normalise it first). */
function rawGet(
  base: string,
  rawPath: string,
  method = 'GET',
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the twin's content host (/content)", () => {
  let base = '';
  let server: http.Server;
  let folder = '';

  beforeAll(async () => {
    // Prepare: a content folder with one page, and a secret file beside it that must never be served.
    folder = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(folder, 'content/html/page'), { recursive: true });
    writeFileSync(path.join(folder, 'content/html/page/about.html'), '<h1>About</h1>');
    writeFileSync(path.join(folder, 'content/html/.hidden.html'), SECRET);
    writeFileSync(path.join(folder, 'secret.txt'), SECRET);
    server = createGateway({
      routes: [],
      loadHandler: () => Promise.reject(new Error('no routes')),
      verifyToken: async () => null,
      cognitoEndpoint: 'http://127.0.0.1:9',
      webConfig: () => {
        throw new Error('no config');
      },
      content: contentFiles(path.join(folder, 'content')),
      web: null,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves a page as HTML with the site's security headers and a short cache", async () => {
    const answer = await rawGet(base, staticPageUrl('about'));

    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<h1>About</h1>');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 404 for an unknown page, a folder and a method other than GET or HEAD', async () => {
    const unknown = await rawGet(base, staticPageUrl('no-such-page'));
    const directory = await rawGet(base, '/content/html/page');
    const post = await rawGet(base, staticPageUrl('about'), 'POST');

    expect(unknown.status).toBe(404);
    expect(directory.status).toBe(404);
    expect(post.status).toBe(404);
  });

  it.each([
    '/content/../secret.txt',
    '/content/html/page/../../../secret.txt',
    '/content/html/page/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/content/html/page/%2E%2E%2F%2E%2E%2F%2E%2E%2Fsecret.txt',
    '/content/html/page/..%2f..%2f..%2fsecret.txt',
    '/content/html/page/..%5c..%5c..%5csecret.txt',
    '/content/html/page/%252e%252e%252fsecret.txt',
    '/content/html/.hidden.html',
    '/content/html/page/about.html%00.txt',
  ])('refuses the traversal %s without serving what lies outside', async (rawPath) => {
    const answer = await rawGet(base, rawPath);

    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain(SECRET);
  });

  it('answers 400 for a malformed escape', async () => {
    const answer = await rawGet(base, '/content/html/page/%ZZ.html');

    expect(answer.status).toBe(400);
  });
});

describe("the repository's content folder", () => {
  it("holds the named pages and the shell's fragments", async () => {
    const root = path.resolve(import.meta.dirname, '../../..', CONTENT_DIRECTORY);
    for (const name of ['privacy-policy', 'terms-of-use', 'copyright', 'press', ...Object.values(SHELL_FRAGMENTS)]) {
      expect(existsSync(path.join(root, staticPageUrl(name).replace(/^\/content\//, ''))), name).toBe(true);
    }
  });
});
