import { S3Client } from '@aws-sdk/client-s3';
import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig, siteUrl } from '../../platform/config';
import { folderExportFiles } from './folder';
import type { ExportFiles } from './port';
import { s3ExportFiles } from './s3';

let files: ExportFiles | undefined;
forgetOnReconfigure(() => {
  files = undefined;
});

/** The twin's folder when EXPORTS_DIR is set, else the exports bucket EXPORTS_BUCKET. */
export function exportFiles(): ExportFiles {
  if (files) return files;
  const config = functionConfig();
  if (config.EXPORTS_DIR) files = folderExportFiles(config.EXPORTS_DIR, siteUrl());
  else if (config.EXPORTS_BUCKET)
    files = s3ExportFiles(new S3Client(boundedClientConfig(undefined)), config.EXPORTS_BUCKET);
  else
    throw new Error(
      'The function writes or hands out exports but has neither EXPORTS_BUCKET (S3) nor EXPORTS_DIR (the twin) set',
    );
  return files;
}
