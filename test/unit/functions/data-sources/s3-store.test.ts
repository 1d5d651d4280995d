import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { s3Store } from '../../../../functions/adapters/data-sources/s3-store';

const s3 = mockClient(S3Client);

describe('the roster bucket adapter', () => {
  afterEach(() => s3.reset());

  it('reads a file with one GetObject of its key, and answers null for a missing one', async () => {
    s3.on(GetObjectCommand, { Bucket: 'rosters', Key: 'directory.csv' }).resolves({
      Body: { transformToString: async () => 'sourcedId,name\n' } as never,
    });
    s3.on(GetObjectCommand, { Bucket: 'rosters', Key: 'missing.csv' }).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }),
    );
    const store = s3Store('rosters', new S3Client({ region: 'ap-southeast-2' }));

    expect(await store.readText('directory.csv')).toBe('sourcedId,name\n');
    expect(await store.readText('missing.csv')).toBeNull();
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'rosters', Key: 'directory.csv' },
      { Bucket: 'rosters', Key: 'missing.csv' },
    ]);
  });

  it('reads through a client of its own when it is given none', async () => {
    s3.on(GetObjectCommand, { Bucket: 'rosters', Key: 'manifest.csv' }).resolves({
      Body: { transformToString: async () => 'propertyName,value\n' } as never,
    });
    const store = s3Store('rosters');

    expect(s3.calls()).toHaveLength(0);
    expect(await store.readText('manifest.csv')).toBe('propertyName,value\n');
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(1);
  });

  it("lists a school's bundles as the folders under its prefix, page by page", async () => {
    s3.on(ListObjectsV2Command)
      .resolvesOnce({
        CommonPrefixes: [{ Prefix: 'org-a/2026-10-delta/' }],
        IsTruncated: true,
        NextContinuationToken: 't2',
      })
      .resolvesOnce({ CommonPrefixes: [{ Prefix: 'org-a/2026-09-bulk/' }], IsTruncated: false });
    const store = s3Store('rosters', new S3Client({ region: 'ap-southeast-2' }));

    expect(await store.listFolders('org-a/')).toEqual(['2026-09-bulk', '2026-10-delta']);
    expect(s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'rosters', Prefix: 'org-a/', Delimiter: '/' },
      { Bucket: 'rosters', Prefix: 'org-a/', Delimiter: '/', ContinuationToken: 't2' },
    ]);
  });
});
