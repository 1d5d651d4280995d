import { appendFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_FILE_DAYS } from '../../../shared/schemas/jobs';
import { fileKey, partKey, type ExportFiles } from './port';

/**
 * The twin's exports bucket: files in a folder, served by its stand-in for S3
 * (lib-infra/local/s3-origin.ts) on an origin of its own, as the bucket is in AWS.
 */
export interface LocalBucket {
  /** The folder that holds the bucket's objects, by key. */
  dir: string;
  /** The bucket's name, the first segment of a link's path (path-style: there is no DNS for its own host). */
  bucket: string;
  /** The stand-in's origin, e.g. http://127.0.0.1:4567; links point there, never at the site. */
  endpoint: string | undefined;
  /** As Lambda's environment gives them; the stand-in checks links with the twin's own. */
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The type S3 answers for an object written without one. */
const S3_DEFAULT_TYPE = 'binary/octet-stream';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** Where the folder keeps an object's Content-Type, as S3 keeps it with the object. */
function typeFile(file: string): string {
  return `${file}.content-type`;
}

async function removeObject(file: string): Promise<void> {
  await Promise.all([rm(file, { force: true }), rm(typeFile(file), { force: true })]);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An export's key as the jobs make them (exports/<UUID>.csv): nothing that could leave the folder. */
const EXPORT_KEY = /^exports\/[A-Za-z0-9-]{1,100}\.csv$/;

export interface LocalObject {
  file: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

/**
 * The object under `key` while it is kept: as the exports bucket's lifecycle rule removes a file
 * EXPORT_FILE_DAYS days after it was written, the folder removes one older than that when it is
 * next asked for, and answers that it is gone. Null for a key no export has.
 */
export async function localExportObject(dir: string, key: string, now: Date): Promise<LocalObject | null> {
  if (!EXPORT_KEY.test(key)) return null;
  const file = path.join(dir, key);
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info?.isFile()) return null;
  if (info.mtime.getTime() + EXPORT_FILE_DAYS * DAY_MS < now.getTime()) {
    await removeObject(file);
    return null;
  }
  const contentType = await readFile(typeFile(file), 'utf8').catch(() => S3_DEFAULT_TYPE);
  return { file, size: info.size, contentType, lastModified: info.mtime };
}

/**
 * The twin's exports folder. Its download links are S3's presigned links, made by the S3 adapter's
 * own code (./s3.ts) for the stand-in's origin, so they expire, name the file and refuse a change
 * exactly as the bucket's do.
 */
export function folderExportFiles(bucket: LocalBucket, clock: () => Date = () => new Date()): ExportFiles {
  const { dir } = bucket;
  const objectFile = (exportId: string) => path.join(dir, fileKey(exportId));
  const put = async (file: string, body: string | Uint8Array, contentType: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    await writeFile(typeFile(file), contentType);
  };
  return {
    async writePart(exportId, part, text) {
      const file = path.join(dir, partKey(exportId, part));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    },
    async assemble(exportId, partCount, header) {
      const file = objectFile(exportId);
      await put(file, header, CSV_TYPE);
      for (let part = 0; part < partCount; part += 1)
        await appendFile(file, await readFile(path.join(dir, partKey(exportId, part))));
      await rm(path.join(dir, 'exports', exportId), { recursive: true, force: true });
    },
    async removeFile(exportId) {
      if (!EXPORT_KEY.test(fileKey(exportId))) return;
      await removeObject(objectFile(exportId));
    },
    async writeFile(exportId, body, contentType) {
      await put(objectFile(exportId), body, contentType);
    },
    async fileExists(exportId) {
      return (await localExportObject(dir, fileKey(exportId), clock())) !== null;
    },
    async downloadUrl(exportId, fileName) {
      if (!bucket.endpoint)
        throw new Error('The twin hands out export links but has no EXPORTS_ENDPOINT (its stand-in for S3) set');
      // Required at the first link, as the bucket adapter is (index.ts): most calls make none.
      const [{ S3Client }, { s3ExportFiles }] = await Promise.all([import('@aws-sdk/client-s3'), import('./s3')]);
      const client = new S3Client({
        endpoint: bucket.endpoint,
        forcePathStyle: true,
        ...(bucket.region ? { region: bucket.region } : {}),
        ...(bucket.credentials ? { credentials: bucket.credentials } : {}),
      });
      try {
        return await s3ExportFiles(client, bucket.bucket, clock).downloadUrl(exportId, fileName);
      } finally {
        client.destroy();
      }
    },
  };
}
