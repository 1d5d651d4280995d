import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatedContentPages } from '../../../lib-infra/web/content-page-versions';

describe("the content pages' versions in other languages, as /config.json lists them", () => {
  let contentDir: string;

  beforeAll(async () => {
    contentDir = await mkdtemp(path.join(os.tmpdir(), 'content-versions-'));
    const pages = path.join(contentDir, 'html', 'page');
    await mkdir(path.join(pages, 'es'), { recursive: true });
    await mkdir(path.join(pages, 'ar'), { recursive: true });
    await mkdir(path.join(pages, 'xx'), { recursive: true });
    await mkdir(path.join(pages, 'en'), { recursive: true });
    await Promise.all(
      [
        'privacy-policy.html',
        'es/privacy-policy.html',
        'es/footer.html',
        'es/notes.txt',
        'es/Not A Page.html',
        'ar/terms-of-use.html',
        'xx/privacy-policy.html',
        'en/privacy-policy.html',
      ].map((file) => writeFile(path.join(pages, file), '<h1>Page</h1>')),
    );
  });

  afterAll(() => rm(contentDir, { recursive: true, force: true }));

  it('names each page written in a supported language other than English, fragments included', () => {
    expect(translatedContentPages(contentDir)).toEqual(['ar/terms-of-use', 'es/footer', 'es/privacy-policy']);
  });

  it("lists the repository's own Spanish privacy policy, which the demo shows", () => {
    expect(translatedContentPages(path.resolve(import.meta.dirname, '../../../content'))).toContain(
      'es/privacy-policy',
    );
  });
});
