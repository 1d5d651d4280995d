import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { folderExportFiles } from './folder';
import type { ExportFiles } from './port';

let files: ExportFiles | undefined;
forgetOnReconfigure(() => {
  files = undefined;
});

/**
 * The exports bucket, with the S3 SDK and its link signer required at the first call rather than
 * when the function loads: most calls of the job list find no finished export to link, so their
 * cold start does not pay for them (about 20 ms of listJobs' load, docs/benchmarks.md).
 */
function bucketExportFiles(bucket: string): ExportFiles {
  let made: Promise<ExportFiles> | undefined;
  const bucketFiles = () =>
    (made ??= Promise.all([import('@aws-sdk/client-s3'), import('./s3')]).then(([sdk, { s3ExportFiles }]) =>
      s3ExportFiles(new sdk.S3Client(boundedClientConfig(undefined)), bucket),
    ));
  return {
    writePart: async (...args) => (await bucketFiles()).writePart(...args),
    assemble: async (...args) => (await bucketFiles()).assemble(...args),
    writeFile: async (...args) => (await bucketFiles()).writeFile(...args),
    downloadUrl: async (...args) => (await bucketFiles()).downloadUrl(...args),
    fileExists: async (...args) => (await bucketFiles()).fileExists(...args),
    removeFile: async (...args) => (await bucketFiles()).removeFile(...args),
  };
}

/** The twin's folder when EXPORTS_DIR is set (its links on its stand-in for S3, EXPORTS_ENDPOINT), else the exports bucket EXPORTS_BUCKET. */
export function exportFiles(): ExportFiles {
  if (files) return files;
  const config = functionConfig();
  if (config.EXPORTS_DIR)
    files = folderExportFiles({
      dir: config.EXPORTS_DIR,
      bucket: config.EXPORTS_BUCKET ?? 'exports',
      endpoint: config.EXPORTS_ENDPOINT,
    });
  else if (config.EXPORTS_BUCKET) files = bucketExportFiles(config.EXPORTS_BUCKET);
  else
    throw new Error(
      'The function writes or hands out exports but has neither EXPORTS_BUCKET (S3) nor EXPORTS_DIR (the twin) set',
    );
  return files;
}
