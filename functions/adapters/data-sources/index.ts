import path from 'node:path';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { demoSisProvider } from './demo-sis';
import { folderStore } from './folder-store';
import { oneRosterProvider } from './oneroster-provider';
import type { DataSourceProvider } from './port';
import { s3Store } from './s3-store';

let cached: DataSourceProvider[] | undefined;
forgetOnReconfigure(() => {
  cached = undefined;
});

/**
 * The data sources schools can be linked to (staff-console §2 Data Link): OneRoster, read from the
 * data sources' bucket (ROSTER_BUCKET) in AWS or a folder (ROSTER_DIR) in the twin, and the Demo SIS.
 */
export function dataSourceProviders(): DataSourceProvider[] {
  if (cached) return cached;
  const config = functionConfig();
  const store = config.ROSTER_BUCKET
    ? s3Store(config.ROSTER_BUCKET)
    : folderStore(config.ROSTER_DIR ?? path.resolve('demo-data/oneroster'));
  cached = [oneRosterProvider(store), demoSisProvider()];
  return cached;
}
