/** Where a data source's files are kept: an S3 bucket in AWS, a folder in the twin. Keys use '/'. */
export interface BundleStore {
  /** The file's text, or null when there is none. */
  readText(key: string): Promise<string | null>;
  /** The names of the folders directly under a prefix ending in '/'. */
  listFolders(prefix: string): Promise<string[]>;
}
