import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CONTENT_PATH } from '../../shared/content-pages';
import { acknowledgeBucketDeployments } from './site-content';

/** How long browsers and CloudFront keep a page; each deploy invalidates CloudFront's copies. */
const PAGE_MAX_AGE = Duration.minutes(5);

export interface StaticPagesProps {
  /** The content bucket (PortalWeb.contentBucket), served by the distribution at /content/*. */
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  /** The repository's content/ folder (html/page/*.html). */
  contentDir: string;
}

/**
 * Uploads the static pages under content/ of the content bucket, so `/content/html/page/x.html`
 * of the site is the folder's `html/page/x.html`. The folder is the whole truth: a page deleted
 * from it is deleted from the bucket, and CloudFront's copies are invalidated on each deploy.
 */
export class StaticPages extends Construct {
  public readonly deployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: StaticPagesProps) {
    super(scope, id);
    const prefix = CONTENT_PATH.slice(1);
    this.deployment = new s3deploy.BucketDeployment(this, 'Pages', {
      sources: [s3deploy.Source.asset(props.contentDir)],
      destinationBucket: props.bucket,
      destinationKeyPrefix: `${prefix}/`,
      prune: true,
      cacheControl: [s3deploy.CacheControl.setPublic(), s3deploy.CacheControl.maxAge(PAGE_MAX_AGE)],
      distribution: props.distribution,
      distributionPaths: [`${CONTENT_PATH}/*`],
      memoryLimit: 256,
    });
    acknowledgeBucketDeployments(this, [this.deployment]);
  }
}
