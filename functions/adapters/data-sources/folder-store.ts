import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleStore } from './bundle-store';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

/** A folder as a bundle store (the twin): keys are paths under it; nothing outside it is read. */
export function folderStore(root: string): BundleStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (full !== path.resolve(root) && !full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`The key ${key} leaves the store`);
    return full;
  };
  return {
    async readText(key) {
      try {
        return await readFile(resolve(key), 'utf8');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async listFolders(prefix) {
      try {
        const entries = await readdir(resolve(prefix), { withFileTypes: true });
        return entries
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}
