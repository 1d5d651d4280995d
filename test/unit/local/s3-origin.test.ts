import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderExportFiles } from '../../../functions/adapters/export-files/folder';
import type { ExportFiles } from '../../../functions/adapters/export-files/port';
import { freePort } from '../../../lib-infra/local/ports';
import { startS3Origin, type S3Origin } from '../../../lib-infra/local/s3-origin';

const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const REGION = 'ap-southeast-2';
const BUCKET = 'portal-local-exports';
const SITE = 'http://localhost:3000';

/** The code and message of S3's XML error document. */
async function s3Error(answer: Response): Promise<{ status: number; code: string; message: string; xml: string }> {
  const xml = await answer.text();
  return {
    status: answer.status,
    code: /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '',
    message: /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? '',
    xml,
  };
}

/** The twin's stand-in for the exports bucket's origin answers a presigned link as S3 does. */
describe('the stand-in for the exports bucket’s origin', () => {
  let origin: S3Origin;
  let files: ExportFiles;
  let now = Date.parse('2026-12-06T10:00:00Z');

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 's3-origin-'));
    origin = await startS3Origin({
      dir,
      bucket: BUCKET,
      region: REGION,
      credentials: CREDENTIALS,
      host: '127.0.0.1',
      port: await freePort(),
      now: () => new Date(now),
    });
    files = folderExportFiles(
      { dir, bucket: BUCKET, endpoint: origin.url, region: REGION, credentials: CREDENTIALS },
      () => new Date(now),
    );
    await files.writePart('job-1', 0, 'a@example.com\r\n');
    await files.assemble('job-1', 1, 'Email\r\n');
  });
  afterAll(() => origin.stop());

  const link = async () => new URL(await files.downloadUrl('job-1', 'e-mail list.csv'));

  it('serves a signed link on its own origin with the signed Content-Disposition, the object’s type, and no CORS headers', async () => {
    // Act
    const url = await link();
    const answer = await fetch(url, { headers: { origin: SITE, cookie: 'session=of-the-site' } });

    // Assess
    expect(url.origin).toBe(origin.url);
    expect(url.origin).not.toBe(SITE);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('Email\r\na@example.com\r\n');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="e-mail-list.csv"; filename*=UTF-8''e-mail%20list.csv`,
    );
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('refuses a changed link with SignatureDoesNotMatch: another file name, a parameter added, another method', async () => {
    // Prepare
    const renamed = await link();
    renamed.searchParams.set('response-content-disposition', 'attachment; filename="other.csv"');
    const retyped = await link();
    retyped.searchParams.set('response-content-type', 'text/html');

    const malformed = await link();
    malformed.pathname = `${malformed.pathname}%E0%A4%A`;

    // Act
    const answers = await Promise.all([
      fetch(renamed).then(s3Error),
      fetch(retyped).then(s3Error),
      fetch(await link(), { method: 'POST' }).then(s3Error),
    ]);
    const unreadable = await s3Error(await fetch(malformed));

    // Assess
    for (const answer of answers) expect(answer).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(unreadable).toMatchObject({ status: 400, code: 'InvalidURI' });
  });

  it('refuses a link with no signature as AccessDenied, and one sent with an Authorization header as InvalidArgument', async () => {
    // Prepare
    const unsigned = await link();
    for (const name of [...unsigned.searchParams.keys()])
      if (name.startsWith('X-Amz-')) unsigned.searchParams.delete(name);

    // Act
    const [anonymous, withToken] = await Promise.all([
      fetch(unsigned).then(s3Error),
      fetch(await link(), { headers: { authorization: 'Bearer eyJ.the.id-token' } }).then(s3Error),
    ]);

    // Assess
    expect(anonymous).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect(withToken).toMatchObject({ status: 400, code: 'InvalidArgument' });
    expect(withToken.message).toMatch(/^Only one auth mechanism allowed/);
  });

  it('refuses a CORS preflight, as a bucket without a CORS rule does', async () => {
    const answer = await fetch(await link(), {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
    });

    expect(await s3Error(answer)).toMatchObject({
      status: 403,
      code: 'AccessForbidden',
      message: 'CORSResponse: CORS is not enabled for this bucket.',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a link past its 300 seconds as AccessDenied, Request has expired', async () => {
    // Prepare
    const url = await link();
    now += 301_000;

    // Act
    const expired = await s3Error(await fetch(url));

    // Assess
    expect(expired).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    expect(expired.xml).toContain('<X-Amz-Expires>300</X-Amz-Expires>');
  });

  it('answers AccessDenied for a removed file, as S3 does to a signer that may not list the bucket', async () => {
    // Prepare
    const url = await link();
    await files.removeFile('job-1');

    // Act
    const gone = await s3Error(await fetch(url));

    // Assess
    expect(gone).toMatchObject({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
  });
});
