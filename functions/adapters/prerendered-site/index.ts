import { boundedClientConfig } from '../../platform/aws-client-config';
import { forgetOnReconfigure, functionConfig } from '../../platform/config';
import { folderPrerenderedSite } from './folder';
import type { PrerenderedSite } from './port';

let site: Promise<PrerenderedSite> | undefined;
forgetOnReconfigure(() => {
  site = undefined;
});

/** The twin's folder when SITE_DIR is set, else the site bucket, its KeyValueStore and its distribution. */
export function prerenderedSite(): Promise<PrerenderedSite> {
  site ??= (async () => {
    const config = functionConfig();
    if (config.SITE_DIR) return folderPrerenderedSite(config.SITE_DIR);
    if (!config.SITE_BUCKET || !config.PRERENDERED_PAGES_STORE || !config.DISTRIBUTION_ID)
      throw new Error(
        'The function writes the prerendered pages but has neither SITE_DIR (the twin) nor SITE_BUCKET, PRERENDERED_PAGES_STORE and DISTRIBUTION_ID set',
      );
    const [{ S3Client }, { CloudFrontKeyValueStoreClient }, { CloudFrontClient }, { awsPrerenderedSite }] =
      await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/client-cloudfront-keyvaluestore'),
        import('@aws-sdk/client-cloudfront'),
        import('./aws'),
      ]);
    return awsPrerenderedSite(
      {
        s3: new S3Client(boundedClientConfig(undefined)),
        keyValueStore: new CloudFrontKeyValueStoreClient(boundedClientConfig(undefined)),
        cloudFront: new CloudFrontClient(boundedClientConfig(undefined)),
      },
      {
        bucket: config.SITE_BUCKET,
        keyValueStoreArn: config.PRERENDERED_PAGES_STORE,
        distributionId: config.DISTRIBUTION_ID,
      },
    );
  })();
  return site;
}
