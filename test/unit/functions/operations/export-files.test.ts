import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { access, mkdtemp, readFile, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportFiles } from '../../../../functions/adapters/export-files';
import { reconfigure } from '../../../../functions/platform/config';
import { folderExportFiles, localExportObject } from '../../../../functions/adapters/export-files/folder';
import { s3ExportFiles, UPLOAD_PART_BYTES } from '../../../../functions/adapters/export-files/s3';
import { EXPORT_FILE_DAYS } from '../../../../shared/schemas/jobs';

const s3 = mockClient(S3Client);
const body = (text: string) => ({ transformToByteArray: async () => new Uint8Array(Buffer.from(text)) }) as never;

describe('the exports bucket adapter', () => {
  afterEach(() => s3.reset());
  const files = () =>
    s3ExportFiles(
      new S3Client({
        region: 'ap-southeast-2',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      }),
      'exports-bucket',
    );

  it('removes an export’s file with one DeleteObject of its key', async () => {
    s3.on(DeleteObjectCommand).resolves({});

    await files().removeFile('job-9');

    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'exports-bucket', Key: 'exports/job-9.csv' },
    ]);
  });

  it('writes each part as its own object, and joins a small export with one PutObject', async () => {
    s3.on(GetObjectCommand, { Key: 'exports/job-1/part-00000.csv' }).resolves({ Body: body('a\r\n') });
    s3.on(GetObjectCommand, { Key: 'exports/job-1/part-00001.csv' }).resolves({ Body: body('b\r\n') });

    await files().writePart('job-1', 0, 'a\r\n');
    await files().assemble('job-1', 2, 'H\r\n');

    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts[0]).toMatchObject({ Bucket: 'exports-bucket', Key: 'exports/job-1/part-00000.csv', Body: 'a\r\n' });
    expect(puts[1]).toMatchObject({ Bucket: 'exports-bucket', Key: 'exports/job-1.csv' });
    expect(Buffer.from(puts[1]?.Body as Buffer).toString()).toBe('H\r\na\r\nb\r\n');
    expect(s3.commandCalls(CreateMultipartUploadCommand)).toHaveLength(0);
  });

  it('joins a large export as a multipart upload of 8 MiB parts, and aborts it when a part fails', async () => {
    const big = 'x'.repeat(UPLOAD_PART_BYTES);
    s3.on(GetObjectCommand).resolves({ Body: body(big) });
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-1' });
    s3.on(UploadPartCommand).resolves({ ETag: '"e"' });

    await files().assemble('job-2', 2, 'H\r\n');

    expect(s3.commandCalls(UploadPartCommand).map((call) => call.args[0].input.PartNumber)).toEqual([1, 2]);
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'exports-bucket',
      Key: 'exports/job-2.csv',
      UploadId: 'up-1',
      MultipartUpload: {
        Parts: [
          { ETag: '"e"', PartNumber: 1 },
          { ETag: '"e"', PartNumber: 2 },
        ],
      },
    });

    s3.reset();
    s3.on(GetObjectCommand)
      .resolvesOnce({ Body: body(big) })
      .rejects(new Error('gone'));
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-2' });
    s3.on(UploadPartCommand).resolves({ ETag: '"e"' });
    await expect(files().assemble('job-3', 2, 'H\r\n')).rejects.toThrow('gone');
    expect(s3.commandCalls(AbortMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'exports-bucket',
      Key: 'exports/job-3.csv',
      UploadId: 'up-2',
    });
  });

  it('tells whether the joined file is still kept (HeadObject), and says so only for a missing one', async () => {
    s3.on(HeadObjectCommand, { Key: 'exports/job-5.csv' }).resolves({});
    s3.on(HeadObjectCommand, { Key: 'exports/job-6.csv' }).rejects(
      Object.assign(new Error('Not Found'), { name: 'NotFound' }),
    );
    s3.on(HeadObjectCommand, { Key: 'exports/job-7.csv' }).rejects(
      Object.assign(new Error('Denied'), { name: 'AccessDenied' }),
    );

    expect(await files().fileExists('job-5')).toBe(true);
    expect(await files().fileExists('job-6')).toBe(false);
    await expect(files().fileExists('job-7')).rejects.toThrow('Denied');
    expect(s3.commandCalls(HeadObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'exports-bucket',
      Key: 'exports/job-5.csv',
    });
  });

  it('hands out a presigned GET link that saves the file under its name', async () => {
    const url = new URL(await files().downloadUrl('job-4', 'email-list-all-2026-11-26.csv'));
    expect(url.pathname).toContain('exports/job-4.csv');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toContain('email-list-all-2026-11-26.csv');
  });
});

describe('the exports adapter the configuration picks', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    reconfigure();
    s3.reset();
  });

  it('with EXPORTS_BUCKET and no EXPORTS_DIR, sends to that bucket', async () => {
    // Prepare
    vi.stubEnv('TABLE_NAME', 'portal-test');
    vi.stubEnv('USER_POOL_ID', 'ap-southeast-2_test');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'client');
    vi.stubEnv('EXPORTS_DIR', undefined);
    vi.stubEnv('EXPORTS_BUCKET', 'portal-test-exports');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    reconfigure();
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    await exportFiles().removeFile('export-1');

    // Assess
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'portal-test-exports', Key: 'exports/export-1.csv' },
    ]);
  });
});

describe('the twin’s exports folder', () => {
  const ENDPOINT = 'http://127.0.0.1:45999';
  const bucketIn = (dir: string) => ({
    dir,
    bucket: 'portal-local-exports',
    endpoint: ENDPOINT,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  it('joins parts into one file kept with its type, as S3 keeps an object’s Content-Type', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exports-'));
    const now = new Date('2026-11-26T00:00:00Z');
    const files = folderExportFiles(bucketIn(dir), () => now);
    await files.writePart('job-1', 1, 'b\r\n');
    await files.writePart('job-1', 0, 'a\r\n');
    await files.assemble('job-1', 2, 'H\r\n');
    await files.writeFile('job-9', new Uint8Array([80, 75]), 'application/zip');

    const joined = await localExportObject(dir, 'exports/job-1.csv', now);
    expect(joined).toMatchObject({ contentType: 'text/csv; charset=utf-8', size: 9 });
    expect(await readFile(joined?.file ?? '', 'utf8')).toBe('H\r\na\r\nb\r\n');
    expect(await localExportObject(dir, 'exports/job-9.csv', now)).toMatchObject({ contentType: 'application/zip' });
    expect(await localExportObject(dir, 'exports/../../etc/passwd', now)).toBeNull();
    expect(await localExportObject(dir, 'exports/job-1.csv.content-type', now)).toBeNull();
  });

  it('signs S3’s presigned GET links for its stand-in’s origin (the bucket’s), never the site’s', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exports-'));
    const files = folderExportFiles(bucketIn(dir), () => new Date('2026-11-26T10:15:00Z'));

    const url = new URL(await files.downloadUrl('job-4', 'email-list-all-2026-11-26.csv'));

    expect(url.origin).toBe(ENDPOINT);
    expect(url.pathname).toBe('/portal-local-exports/exports/job-4.csv');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261126T101500Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="email-list-all-2026-11-26.csv"; filename*=UTF-8''email-list-all-2026-11-26.csv`,
    );
  });

  it('removes a file when asked, a missing one without complaint, and nothing outside its folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exports-'));
    const files = folderExportFiles(bucketIn(dir));
    await files.writeFile('job-3', new Uint8Array([1, 2, 3]), 'application/zip');

    await files.removeFile('job-3');
    await files.removeFile('job-3');
    await files.removeFile('../exports/job-3');

    expect(await files.fileExists('job-3')).toBe(false);
    await expect(access(path.join(dir, 'exports/job-3.csv.content-type'))).rejects.toThrow();
  });

  it('removes a file kept longer than the bucket keeps one (EXPORT_FILE_DAYS), as its lifecycle rule does', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'exports-'));
    const written = new Date('2026-11-01T00:00:00Z');
    let now = written.getTime() + 6 * 86_400_000;
    const files = folderExportFiles(bucketIn(dir), () => new Date(now));
    await files.writePart('job-2', 0, 'a\r\n');
    await files.assemble('job-2', 1, 'H\r\n');
    const file = path.join(dir, 'exports/job-2.csv');
    await utimes(file, written, written);

    expect(await files.fileExists('job-2')).toBe(true);
    expect(await files.fileExists('../job-2')).toBe(false);
    now = written.getTime() + (EXPORT_FILE_DAYS + 1) * 86_400_000;
    expect(await localExportObject(dir, 'exports/job-2.csv', new Date(now))).toBeNull();
    expect(await files.fileExists('job-2')).toBe(false);
    await expect(access(file)).rejects.toThrow();
  });
});
