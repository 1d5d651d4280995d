import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_FILE_DAYS } from '../../../shared/schemas/jobs';
import { DOWNLOAD_LINK_SECONDS, fileKey, partKey, type ExportFiles } from './port';

/** Where the twin's gateway serves exports (lib-infra/local/export-downloads.ts). */
export const LOCAL_EXPORTS_PATH = '/_local/exports/';

const SIGNING_KEY_FILE = '.signing-key';

/** The folder's own signing key, made on first use: the twin's stand-in for S3's presigned links. */
async function signingKey(dir: string): Promise<Buffer> {
  const file = path.join(dir, SIGNING_KEY_FILE);
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(file, randomBytes(32), { flag: 'wx' }).catch((writeError: NodeJS.ErrnoException) => {
      if (writeError.code !== 'EEXIST') throw writeError;
    });
    return readFile(file);
  }
}

function signature(key: Buffer, exportId: string, fileName: string, expires: number): string {
  return createHmac('sha256', key).update(`${exportId}\n${fileName}\n${expires}`).digest('base64url');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The joined file of an export while it is kept: as the exports bucket's lifecycle rule removes a
 * file EXPORT_FILE_DAYS days after it was written, the folder removes one older than that when it
 * is next asked for, and answers that it is gone.
 */
async function keptFile(dir: string, exportId: string, now: Date): Promise<string | null> {
  const file = path.join(dir, fileKey(exportId));
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info) return null;
  if (info.mtime.getTime() + EXPORT_FILE_DAYS * DAY_MS < now.getTime()) {
    await rm(file, { force: true });
    return null;
  }
  return file;
}

/** An export id as the jobs make them (a UUID): nothing that could leave the folder. */
const EXPORT_ID = /^[A-Za-z0-9-]{1,100}$/;

/** The twin's exports folder, with links signed like S3's presigned ones: they expire, and a changed one is refused. */
export function folderExportFiles(dir: string, siteUrl: string, clock: () => Date = () => new Date()): ExportFiles {
  return {
    async writePart(exportId, part, text) {
      const file = path.join(dir, partKey(exportId, part));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    },
    async assemble(exportId, partCount, header) {
      const file = path.join(dir, fileKey(exportId));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, header);
      for (let part = 0; part < partCount; part += 1)
        await appendFile(file, await readFile(path.join(dir, partKey(exportId, part))));
      await rm(path.join(dir, 'exports', exportId), { recursive: true, force: true });
    },
    async removeFile(exportId) {
      if (!EXPORT_ID.test(exportId)) return;
      await rm(path.join(dir, fileKey(exportId)), { force: true });
    },
    async writeFile(exportId, body) {
      const file = path.join(dir, fileKey(exportId));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async fileExists(exportId) {
      if (!EXPORT_ID.test(exportId)) return false;
      return (await keptFile(dir, exportId, clock())) !== null;
    },
    async downloadUrl(exportId, fileName) {
      const expires = Math.floor(clock().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
      const query = new URLSearchParams({
        name: fileName,
        expires: String(expires),
        signature: signature(await signingKey(dir), exportId, fileName, expires),
      });
      return `${siteUrl}${LOCAL_EXPORTS_PATH}${encodeURIComponent(exportId)}?${query.toString()}`;
    },
  };
}

export type LocalDownload = { status: 200; file: string; fileName: string } | { status: 403 | 404; message: string };

/** What a signed link names, if its signature holds and it has not expired (S3 answers 403 otherwise). */
export async function resolveLocalDownload(
  dir: string,
  exportId: string,
  query: URLSearchParams,
  now: Date = new Date(),
): Promise<LocalDownload> {
  const fileName = query.get('name') ?? '';
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '', 'utf8');
  if (!EXPORT_ID.test(exportId) || !fileName || !Number.isInteger(expires))
    return { status: 403, message: 'This download link is not valid.' };
  const expected = Buffer.from(signature(await signingKey(dir), exportId, fileName, expires), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { status: 403, message: 'This download link is not valid.' };
  if (expires * 1000 < now.getTime())
    return { status: 403, message: 'This download link has expired. Download the export again from the console.' };
  const file = await keptFile(dir, exportId, now);
  if (!file) return { status: 404, message: "This export's file has been removed. Start the export again." };
  return { status: 200, file, fileName };
}
