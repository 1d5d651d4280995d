import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  ListKeysCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { awsPrerenderedSite, MOST_INVALIDATION_PATHS } from '../../../../functions/adapters/prerendered-site/aws';
import { folderPrerenderedSite } from '../../../../functions/adapters/prerendered-site/folder';
import {
  pageAddress,
  prerenderedPageKeys,
  prerenderSite,
  type LibraryApp,
} from '../../../../functions/domain/prerender/prerender-site';
import { LOCALES } from '../../../../shared/i18n/locales';
import { prerenderedPageKey } from '../../../../shared/rules/prerendered-pages';

const s3 = mockClient(S3Client);
const keyValueStore = mockClient(CloudFrontKeyValueStoreClient);
const cloudFront = mockClient(CloudFrontClient);
const STORE = 'arn:aws:cloudfront::111122223333:key-value-store/prerendered';
const SITE = 'https://portal.example';

function site() {
  return awsPrerenderedSite(
    {
      s3: new S3Client({}),
      keyValueStore: new CloudFrontKeyValueStoreClient({}),
      cloudFront: new CloudFrontClient({}),
    },
    { bucket: 'site-bucket', keyValueStoreArn: STORE, distributionId: 'E123' },
    () => 'prerender-run-1',
  );
}

const MATHS: LibraryApp = { id: '2', identifier: 'maths-a' };

function sources(apps: LibraryApp[], render: (url: string, locale: string) => Promise<string>) {
  return {
    siteUrl: SITE,
    apps: async () => apps,
    staticPages: async () => ['press'],
    render,
    sitemap: ({ apps: known }: { apps: readonly string[] }) => `<urlset>${known.join(',')}</urlset>`,
  };
}

describe('the prerender job against the site bucket, its KeyValueStore and the distribution', () => {
  beforeEach(() => {
    s3.reset();
    keyValueStore.reset();
    cloudFront.reset();
    s3.onAnyCommand().resolves({});
    keyValueStore.on(DescribeKeyValueStoreCommand).resolves({ ETag: 'etag-0' });
    keyValueStore.on(ListKeysCommand).resolves({
      Items: [
        { Key: 'en/library', Value: '1' },
        { Key: 'es/library/app/gone', Value: '1' },
      ],
    });
    keyValueStore.on(UpdateKeysCommand).callsFake((input: { IfMatch: string }) => ({ ETag: `${input.IfMatch}+` }));
    cloudFront.onAnyCommand().resolves({});
  });

  it('writes every page in every language, publishes them, unpublishes a gone app before removing its file, and invalidates exactly those paths', async () => {
    // Act
    const report = await prerenderSite({
      ...sources([MATHS], async (url, locale) => `<html lang="${locale}">${url}</html>`),
      site: site(),
    });

    // Assess
    // The fixed pages, the app's deep links by id and by identifier, the static page.
    const keys = prerenderedPageKeys([MATHS], ['press']);
    expect(keys).toEqual([
      'library',
      'auth/login',
      'auth/register',
      'contact-us',
      'library/app/2',
      'library/app/maths-a',
      'page/press',
    ]);
    const pages = LOCALES.flatMap((locale) => keys.map((key) => `${locale}/${key}`));
    expect(report).toEqual({ written: pages.length, failed: [], removed: 1 });
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts.slice(0, -1).map((input) => input.Key)).toEqual(pages.map((page) => `_prerendered/${page}.html`));
    expect(puts[1]).toEqual({
      Bucket: 'site-bucket',
      Key: '_prerendered/en/auth/login.html',
      Body: `<html lang="en">${SITE}/auth/login</html>`,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'no-cache',
    });
    expect(puts.at(-1)).toEqual({
      Bucket: 'site-bucket',
      Key: 'sitemap.xml',
      Body: '<urlset>2</urlset>',
      ContentType: 'application/xml; charset=utf-8',
      CacheControl: 'no-cache',
    });
    // The store: the puts and the delete, conditional on its ETag.
    expect(keyValueStore.commandCalls(UpdateKeysCommand).map((call) => call.args[0].input)).toEqual([
      {
        KvsARN: STORE,
        IfMatch: 'etag-0',
        Puts: pages.map((page) => ({ Key: page, Value: '1' })),
        Deletes: [{ Key: 'es/library/app/gone' }],
      },
    ]);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'site-bucket', Key: '_prerendered/es/library/app/gone.html' },
    ]);
    const paths = [...pages, 'es/library/app/gone'].map((page) => `/_prerendered/${page}.html`).concat('/sitemap.xml');
    expect(cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input)).toEqual([
      {
        DistributionId: 'E123',
        InvalidationBatch: { CallerReference: 'prerender-run-1', Paths: { Quantity: paths.length, Items: paths } },
      },
    ]);
  });

  it('keeps the old file of a page that fails to render, publishes the others, and reports it', async () => {
    // Act
    const report = await prerenderSite({
      ...sources([], async (url, locale) => {
        if (locale === 'ar' && url.endsWith('/contact-us')) throw new Error('the API answered 503');
        return '<html>';
      }),
      site: site(),
    });

    // Assess
    expect(report.failed).toEqual([{ locale: 'ar', key: 'contact-us', error: 'the API answered 503' }]);
    expect(report.written).toBe(LOCALES.length * prerenderedPageKeys([], ['press']).length - 1);
    const written = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key);
    expect(written).not.toContain('_prerendered/ar/contact-us.html');
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).not.toContain(
      '_prerendered/ar/contact-us.html',
    );
    const puts = keyValueStore.commandCalls(UpdateKeysCommand).flatMap((call) => call.args[0].input.Puts ?? []);
    expect(puts.map((put) => put.Key)).not.toContain('ar/contact-us');
  });

  it('sends the store at most 50 changes a call, and invalidates the folder at once past 100 paths', async () => {
    // Prepare
    const pages = Array.from({ length: 120 }, (_, index) => `en/library/app/app-${index}`);

    // Act
    await site().publish(pages, ['es/page/gone']);
    await site().invalidate(pages);

    // Assess
    const updates = keyValueStore.commandCalls(UpdateKeysCommand).map((call) => call.args[0].input);
    expect(updates.map((input) => (input.Puts?.length ?? 0) + (input.Deletes?.length ?? 0))).toEqual([50, 50, 21]);
    expect(updates.map((input) => input.IfMatch)).toEqual(['etag-0', 'etag-0+', 'etag-0++']);
    expect(updates[2]?.Deletes).toEqual([{ Key: 'es/page/gone' }]);
    expect(pages.length).toBeGreaterThan(MOST_INVALIDATION_PATHS);
    expect(cloudFront.commandCalls(CreateInvalidationCommand)[0]?.args[0].input.InvalidationBatch?.Paths).toEqual({
      Quantity: 2,
      Items: ['/_prerendered/*', '/sitemap.xml'],
    });
  });

  it('renders each page at the address whose key it is written under', () => {
    for (const key of prerenderedPageKeys([MATHS, { id: '7', identifier: '7' }], ['press'])) {
      const url = new URL(pageAddress(SITE, key));
      expect(prerenderedPageKey(url.pathname, url.search), key).toBe(key);
    }
    expect(pageAddress(SITE, 'library/app/maths-a')).toBe(`${SITE}/library?app=maths-a`);
    // An app whose identifier is its id has one page.
    expect(
      prerenderedPageKeys([{ id: '7', identifier: '7' }], []).filter((key) => key.startsWith('library/app/')),
    ).toEqual(['library/app/7']);
  });
});

describe("the prerender job against the twin's site folder", () => {
  it('writes each page whole, lists what it serves, removes the pages that are gone and writes the sitemap', async () => {
    // Prepare
    const dir = await mkdtemp(path.join(os.tmpdir(), 'prerendered-site-'));
    await mkdir(path.join(dir, '_prerendered', 'fr', 'library', 'app'), { recursive: true });
    await writeFile(path.join(dir, '_prerendered', 'fr', 'library', 'app', 'gone.html'), 'old');
    const site = folderPrerenderedSite(dir);

    try {
      // Act
      const report = await prerenderSite({
        ...sources([], async (url, locale) => `<html lang="${locale}">${url}</html>`),
        site,
      });

      // Assess
      const pages = LOCALES.flatMap((locale) => prerenderedPageKeys([], ['press']).map((key) => `${locale}/${key}`));
      expect(report).toEqual({ written: pages.length, failed: [], removed: 1 });
      expect((await site.publishedPages()).sort()).toEqual([...pages].sort());
      expect(await readFile(path.join(dir, '_prerendered', 'ar', 'auth', 'login.html'), 'utf8')).toBe(
        `<html lang="ar">${SITE}/auth/login</html>`,
      );
      expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe('<urlset></urlset>');
      // No partial file is left behind.
      const files = await readdir(path.join(dir, '_prerendered'), { recursive: true });
      expect(files.filter((file) => String(file).endsWith('.partial'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
