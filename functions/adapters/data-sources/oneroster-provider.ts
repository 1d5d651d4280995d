import type { DataSourceOrg } from '../../../shared/schemas/data-link';
import type { BundleStore } from './bundle-store';
import { directoryOf, ONEROSTER_FILES, rosterOf, type OneRosterBundle } from './oneroster-csv';
import { RosterUnavailableError, searchDirectory, type DataSourceProvider } from './port';

/**
 * The OneRoster 1.2 CSV data source. Its store holds `directory.csv` (the schools it serves, with
 * their addresses for the linker's search) and, per school, `<sourcedId>/<bundle>/` folders of
 * OneRoster CSV bundles (a bulk export, then deltas, applied in name order). A school's data is
 * readable once its district has put a bundle there: that is the access grant.
 */
export function oneRosterProvider(store: BundleStore): DataSourceProvider {
  async function directory(): Promise<DataSourceOrg[]> {
    const text = await store.readText('directory.csv');
    return text ? directoryOf(text) : [];
  }
  const orgPrefix = (orgId: string) => `${encodeURIComponent(orgId)}/`;
  return {
    source: {
      id: 'oneroster',
      name: 'OneRoster',
      description: 'OneRoster 1.2 CSV exports from school information systems',
    },
    async searchOrgs(query) {
      return searchDirectory(await directory(), query);
    },
    async findOrg(orgId) {
      return (await directory()).find((org) => org.id === orgId) ?? null;
    },
    async accessGranted(orgId) {
      return (await store.listFolders(orgPrefix(orgId))).length > 0;
    },
    async readRoster(orgId) {
      const names = await store.listFolders(orgPrefix(orgId));
      if (names.length === 0) throw new RosterUnavailableError(`No OneRoster bundle has been shared for ${orgId}`);
      const bundles: OneRosterBundle[] = await Promise.all(
        names.map(async (name) => {
          const files: OneRosterBundle['files'] = {};
          for (const file of ['manifest', ...ONEROSTER_FILES] as const) {
            const text = await store.readText(`${orgPrefix(orgId)}${name}/${file}.csv`);
            if (text !== null) files[file] = text;
          }
          return { name, files };
        }),
      );
      return rosterOf(bundles, orgId);
    },
  };
}
