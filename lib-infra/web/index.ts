import { Duration } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { CONTENT_PATH } from '../../shared/content-pages';
import type { CustomDomainConfig } from '../portal-config';
import { API_CACHE_KEY_HEADERS, API_ORIGIN_REQUEST_HEADERS } from './api-origin-request';
import { responseHeadersBehaviors } from './response-headers-policy';
import {
  CAMERA_PAGE_PATHS,
  SIGN_ON_PAGE_PATHS,
  securityHeaders,
  type ContentSecurityPolicySources,
} from './security-headers';
import { PAGE_LANGUAGE_HEADER, SITE_VIEWER_REQUEST_FUNCTION } from './viewer-request';

export interface PortalWebProps {
  stage: string;
  /** Host name of the HTTP API; CloudFront forwards /api/* to it. */
  apiDomainName: string;
  cspSources: ContentSecurityPolicySources;
  customDomain?: CustomDomainConfig;
  /** The WAF web ACL (scope CLOUDFRONT, in us-east-1) in front of the whole site, the API included. */
  webAclArn?: string;
  /** Headers CloudFront adds to every request it forwards to the API (the origin secret). */
  apiOriginHeaders?: Record<string, string>;
}

/**
 * The site: a private bucket holding the SPA, served by CloudFront through origin access control,
 * with the API under /api/* on the same origin so the browser needs no CORS and one CSP covers both.
 */
export class PortalWeb extends Construct {
  public readonly bucket: s3.Bucket;
  /** The content host: static pages under content/html/page/, served at /content/*. */
  public readonly contentBucket: s3.Bucket;
  public readonly logsBucket: s3.Bucket;
  public readonly distribution: cloudfront.Distribution;
  public readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** What CloudFront passes to the API: the headers it reads, the viewer's address among them. */
  public readonly apiOriginRequestPolicy: cloudfront.OriginRequestPolicy;
  /** The API's cache key: the caller's token, so CloudFront may pass it on; nothing is kept. */
  public readonly apiCachePolicy: cloudfront.CachePolicy;
  /** The same headers but for a Permissions-Policy that lets the page use the camera. */
  public readonly cameraPageHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /**
   * The prerendered pages written to the site bucket, `<locale>/<key>` (viewer-request.ts): the
   * prerender job puts a key after its file and the site's viewer-request function reads them.
   */
  public readonly prerenderedPages: cloudfront.KeyValueStore;
  /** `https://<domain>` of the site, without a trailing slash. */
  public readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: PortalWebProps) {
    super(scope, id);

    // CloudFront standard logs are delivered with an ACL grant, hence object ownership "preferred".
    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    NagSuppressions.addResourceSuppressions(this.logsBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This bucket is the access-log destination itself; logging it into itself would loop.',
      },
    ]);

    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3-site/',
    });

    this.contentBucket = new s3.Bucket(this, 'ContentBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3-content/',
    });

    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Portal ${props.stage}: security headers`,
      ...responseHeadersBehaviors(securityHeaders({ sources: props.cspSources, camera: false })),
    });
    this.cameraPageHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'CameraPageHeaders', {
      comment: `Portal ${props.stage}: security headers of the pages that may use the camera`,
      ...responseHeadersBehaviors(securityHeaders({ sources: props.cspSources, camera: true })),
    });

    const signOnPageHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SignOnPageHeaders', {
      comment: `Portal ${props.stage}: security headers of the app sign-on page, whose form posts to the app`,
      ...responseHeadersBehaviors(securityHeaders({ sources: props.cspSources, camera: false, signOn: true })),
    });

    this.prerenderedPages = new cloudfront.KeyValueStore(this, 'PrerenderedPages', {
      comment: `Portal ${props.stage}: the prerendered pages in the site bucket, <locale>/<key>`,
    });
    const viewerRequest = new cloudfront.Function(this, 'SiteViewerRequest', {
      comment: "Serves a public page's prerendered HTML in the visitor's language, else index.html for routes",
      code: cloudfront.FunctionCode.fromInline(SITE_VIEWER_REQUEST_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      keyValueStore: this.prerenderedPages,
    });
    // CachingOptimized's lifetimes and compression, with the language the function picked for a
    // page in the key (viewer-request.ts): one visitor's language never reaches another. Files
    // carry no such header, so each is kept once.
    const siteCachePolicy = new cloudfront.CachePolicy(this, 'SiteCache', {
      comment: `Portal ${props.stage}: the site's files and pages, pages keyed by their language`,
      minTtl: Duration.seconds(1),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(PAGE_LANGUAGE_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteBehavior = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: siteCachePolicy,
      functionAssociations: [{ function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      compress: true,
    } satisfies cloudfront.BehaviorOptions;

    // The API needs the viewer's address (CloudFront-Viewer-Address, a CloudFront header that only
    // a policy naming it gets) for its per-address limits, and the caller's token. No managed
    // policy gives both without Host, which API Gateway refuses: the headers are named here, and
    // Authorization, which CloudFront passes only as part of a cache key, is the API's cache key.
    this.apiOriginRequestPolicy = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: `Portal ${props.stage}: what the API reads, the viewer's address included`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_ORIGIN_REQUEST_HEADERS),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    // Answers are per user and per moment: the API marks them no-store, so none is kept; one that
    // says nothing (API Gateway's own errors) is kept for no time (default TTL 0), and one that asks
    // to be cached (the SAML metadata) for a second at most.
    this.apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiCache', {
      comment: `Portal ${props.stage}: the API, keyed by the caller's token, kept no longer than a second`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(...API_CACHE_KEY_HEADERS),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    });

    const apiBehavior = {
      origin: new origins.HttpOrigin(props.apiDomainName, {
        ...(props.apiOriginHeaders ? { customHeaders: props.apiOriginHeaders } : {}),
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: this.apiCachePolicy,
      originRequestPolicy: this.apiOriginRequestPolicy,
    } satisfies Omit<cloudfront.BehaviorOptions, 'responseHeadersPolicy'>;

    const certificate = props.customDomain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Portal ${props.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(props.customDomain && certificate
        ? {
            domainNames: [...props.customDomain.domainNames],
            certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      // CloudFront keeps an error answer that says nothing of caching for 10 s by default: with the
      // API's cache key, a function's timeout (API Gateway's bare 500) would answer its caller again
      // for 10 s after the cause is gone. Server errors are kept for no time.
      errorResponses: [500, 502, 503, 504].map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      defaultBehavior: { ...siteBehavior, responseHeadersPolicy: this.responseHeadersPolicy },
      additionalBehaviors: {
        // The camera pages are SPA routes like any other, with their own Permissions-Policy.
        ...Object.fromEntries(
          CAMERA_PAGE_PATHS.map((path) => [
            path,
            { ...siteBehavior, responseHeadersPolicy: this.cameraPageHeadersPolicy },
          ]),
        ),
        // Static pages (web.external, the header message, the footer): files only, no SPA fallback,
        // so a missing page is S3's 403/404 and the SPA shows not-found.
        [`${CONTENT_PATH}/*`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.contentBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
        // The app sign-on page: the API's answer, with a form-action that lets it post to the app.
        ...Object.fromEntries(
          SIGN_ON_PAGE_PATHS.map((path) => [path, { ...apiBehavior, responseHeadersPolicy: signOnPageHeadersPolicy }]),
        ),
        '/api/*': { ...apiBehavior, responseHeadersPolicy: this.responseHeadersPolicy },
        // The OneRoster service, at the path its standard fixes (functions/http/route.ts ROUTE_PATH_PREFIXES).
        '/ims/oneroster/*': { ...apiBehavior, responseHeadersPolicy: this.responseHeadersPolicy },
        // The OAuth 2.0 token endpoint apps get their OneRoster access tokens from.
        '/oauth/*': { ...apiBehavior, responseHeadersPolicy: this.responseHeadersPolicy },
      },
    });

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'The portal serves schools and families in many countries; no geographic restriction is wanted (product decision).',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                'Built without a web ACL only where a test asks for it; a stage always has Portal-<stage>-Edge (lib-infra/portal.ts).',
            },
          ]),
      ...(props.customDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version CloudFront does not let us set; a configured custom domain gets TLSv1.2_2021.',
            },
          ]),
    ]);

    const domainName = props.customDomain?.domainNames[0] ?? this.distribution.distributionDomainName;
    this.siteUrl = `https://${domainName}`;
  }
}
