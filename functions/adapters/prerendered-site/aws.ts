import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import {
  DescribeKeyValueStoreCommand,
  ListKeysCommand,
  UpdateKeysCommand,
  type CloudFrontKeyValueStoreClient,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
// The KeyValueStore's API is signed with SigV4a: the SDK signs with this package when it is there.
import '@aws-sdk/signature-v4a';
import { PAGE_CACHE_CONTROL, pageObjectKey, type PrerenderedSite } from './port';

/** What UpdateKeys takes in one call (puts and deletes together). */
export const KEYS_PER_UPDATE = 50;
/**
 * Past this many paths one invalidation of the folder is cheaper: CloudFront charges each path
 * past 1,000 a month, and a wildcard counts as one.
 */
export const MOST_INVALIDATION_PATHS = 100;

export interface AwsPrerenderedSiteConfig {
  bucket: string;
  keyValueStoreArn: string;
  distributionId: string;
}

/**
 * The site bucket, the KeyValueStore of written pages the edge reads, and the distribution. A page
 * is put in the store only after its file is in the bucket, and taken out of it before its file is
 * removed, so the edge never sends a viewer to a key S3 does not hold (which it answers with
 * AccessDenied). The store's writes are conditional on its ETag, as its API requires.
 */
export function awsPrerenderedSite(
  clients: { s3: S3Client; keyValueStore: CloudFrontKeyValueStoreClient; cloudFront: CloudFrontClient },
  config: AwsPrerenderedSiteConfig,
  callerReference: () => string = () => `prerender-${Date.now()}`,
): PrerenderedSite {
  const { s3, keyValueStore, cloudFront } = clients;
  return {
    async writePage(page, html) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: pageObjectKey(page),
          Body: html,
          ContentType: 'text/html; charset=utf-8',
          CacheControl: PAGE_CACHE_CONTROL,
        }),
      );
    },
    async publishedPages() {
      const pages: string[] = [];
      let nextToken: string | undefined;
      do {
        const answer = await keyValueStore.send(
          new ListKeysCommand({ KvsARN: config.keyValueStoreArn, ...(nextToken ? { NextToken: nextToken } : {}) }),
        );
        pages.push(...(answer.Items ?? []).map((item) => item.Key ?? '').filter(Boolean));
        nextToken = answer.NextToken;
      } while (nextToken);
      return pages;
    },
    async publish(pages, gone) {
      const changes = [...pages.map((page) => ({ put: page })), ...gone.map((page) => ({ remove: page }))];
      if (changes.length === 0) return;
      let { ETag: etag } = await keyValueStore.send(
        new DescribeKeyValueStoreCommand({ KvsARN: config.keyValueStoreArn }),
      );
      for (let start = 0; start < changes.length; start += KEYS_PER_UPDATE) {
        const batch = changes.slice(start, start + KEYS_PER_UPDATE);
        const puts = batch.flatMap((change) => ('put' in change ? [{ Key: change.put, Value: '1' }] : []));
        const deletes = batch.flatMap((change) => ('remove' in change ? [{ Key: change.remove }] : []));
        const answer = await keyValueStore.send(
          new UpdateKeysCommand({
            KvsARN: config.keyValueStoreArn,
            IfMatch: etag,
            ...(puts.length ? { Puts: puts } : {}),
            ...(deletes.length ? { Deletes: deletes } : {}),
          }),
        );
        etag = answer.ETag;
      }
    },
    async removePages(pages) {
      for (const page of pages)
        await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: pageObjectKey(page) }));
    },
    async writeSitemap(xml) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: 'sitemap.xml',
          Body: xml,
          ContentType: 'application/xml; charset=utf-8',
          CacheControl: PAGE_CACHE_CONTROL,
        }),
      );
    },
    async invalidate(pages) {
      // CloudFront keeps a page under the address the edge rewrote it to (viewer-request.ts).
      const paths =
        pages.length > MOST_INVALIDATION_PATHS
          ? ['/_prerendered/*', '/sitemap.xml']
          : [...pages.map((page) => `/${pageObjectKey(page)}`), '/sitemap.xml'];
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: config.distributionId,
          InvalidationBatch: { CallerReference: callerReference(), Paths: { Quantity: paths.length, Items: paths } },
        }),
      );
    },
  };
}
