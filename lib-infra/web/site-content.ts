import { Duration, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { WebConfig } from '../../shared/schemas/web-config';
import { robotsTxt, sitemapXml, type SitemapPages } from './crawler-files';
import { ENTRY_FILES, UNPUBLISHED_FILES } from './site-files';

export interface SiteContentProps {
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  /** The SPA build (dist/web in the app, a stub in tests). */
  webAssetDir: string;
  /** /config.json: stage values from the stack outputs, so one build serves every stage. */
  config: WebConfig;
  /** `https://<domain>` of the site: /robots.txt and /sitemap.xml name it. */
  siteUrl: string;
  /** The pages the sitemap lists beside the fixed ones, as known at deploy (the prerender job adds the apps). */
  sitemapPages?: SitemapPages;
}

/**
 * Uploads the SPA build and writes /config.json, /robots.txt and /sitemap.xml. Hashed assets are immutable and cached for a
 * year; index.html and config.json are revalidated on every visit and invalidated on each deploy.
 */
export class SiteContent extends Construct {
  public readonly assets: s3deploy.BucketDeployment;
  public readonly entry: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);

    this.assets = new s3deploy.BucketDeployment(this, 'Assets', {
      sources: [s3deploy.Source.asset(props.webAssetDir)],
      destinationBucket: props.bucket,
      // Source maps stay out of the public bucket: they would publish the source.
      exclude: [...ENTRY_FILES, ...UNPUBLISHED_FILES],
      // Old hashed files stay, so a tab opened before a deploy can still load its chunks.
      prune: false,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });

    this.entry = new s3deploy.BucketDeployment(this, 'Entry', {
      sources: [
        s3deploy.Source.asset(props.webAssetDir),
        s3deploy.Source.jsonData('config.json', props.config),
        s3deploy.Source.data('robots.txt', robotsTxt(props.siteUrl)),
        s3deploy.Source.data('sitemap.xml', sitemapXml(props.siteUrl, props.sitemapPages)),
      ],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: [...ENTRY_FILES],
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/', ...ENTRY_FILES.map((file) => `/${file}`)],
      memoryLimit: 512,
    });
    // index.html names the new chunks: they must be in the bucket before it is.
    this.entry.node.addDependency(this.assets);

    acknowledgeBucketDeployments(this, [this.assets, this.entry]);
  }
}

/**
 * cdk-nag's findings on CDK's BucketDeployment machinery, acknowledged with reasons: its handler
 * function (a singleton at the stack's root, shared by every deployment of the stack) and each
 * deployment's role.
 */
export function acknowledgeBucketDeployments(
  scope: Construct,
  deployments: readonly s3deploy.BucketDeployment[],
): void {
  const handlers = Stack.of(scope).node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  NagSuppressions.addResourceSuppressions(handlers, [
    {
      id: 'AwsSolutions-L1',
      reason: "CDK's BucketDeployment handler: CDK chooses and updates its runtime; it runs only during deployments.",
    },
  ]);
  for (const role of new Set(deployments.map((deployment) => deployment.handlerRole))) {
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "CDK's BucketDeployment handler writes its own logs through AWSLambdaBasicExecutionRole; it runs only during deployments.",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK's BucketDeployment copies a whole folder: object-level wildcards on the CDK asset bucket and on the site's buckets only, and CloudFront invalidations, which support no resource-level permissions.",
          appliesTo: [
            'Action::s3:GetBucket*',
            'Action::s3:GetObject*',
            'Action::s3:List*',
            'Action::s3:Abort*',
            'Action::s3:DeleteObject*',
            { regex: '/^Resource::.+\\/\\*$/' },
            'Resource::*',
          ],
        },
      ],
      true,
    );
  }
}
