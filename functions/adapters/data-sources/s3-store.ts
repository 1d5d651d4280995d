import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { BundleStore } from './bundle-store';

/** The data sources' bucket as a bundle store (AWS): GetObject for a file, ListObjectsV2 with a delimiter for folders. */
export function s3Store(bucket: string, client: S3Client = new S3Client({})): BundleStore {
  return {
    async readText(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToString('utf-8') : '';
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },
    async listFolders(prefix) {
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
