import type { S3Client } from '@aws-sdk/client-s3';
import type { BundleStore } from './bundle-store';

/**
 * The S3 SDK, required at the first read rather than when the function loads: most calls of the
 * data link's routes answer from the table alone (the bucket is read while access is pending, and
 * by the sync's job), so their cold start does not pay for it.
 */
const s3Sdk = () => import('@aws-sdk/client-s3');

/** The data sources' bucket as a bundle store (AWS): GetObject for a file, ListObjectsV2 with a delimiter for folders. */
export function s3Store(bucket: string, given?: S3Client): BundleStore {
  let made: Promise<S3Client> | undefined;
  const clientOf = () => (made ??= given ? Promise.resolve(given) : s3Sdk().then((sdk) => new sdk.S3Client({})));
  return {
    async readText(key) {
      const [{ GetObjectCommand, NoSuchKey }, client] = await Promise.all([s3Sdk(), clientOf()]);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToString('utf-8') : '';
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },
    async listFolders(prefix) {
      const [{ ListObjectsV2Command }, client] = await Promise.all([s3Sdk(), clientOf()]);
      const folders: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            Delimiter: '/',
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const common of page.CommonPrefixes ?? [])
          if (common.Prefix) folders.push(common.Prefix.slice(prefix.length).replace(/\/$/, ''));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return folders.sort();
    },
  };
}
