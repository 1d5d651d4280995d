import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webConfigSchema } from '../../shared/schemas/web-config';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules/password-policy';
import { TOKEN_LIFETIMES } from '../../lib-infra/auth/token-lifetimes';
import { PRERENDERED_PAGE_SCRIPT_HASH } from '../../shared/rules/prerendered-page-script';
import { FIXTURE_STYLE_HASHES, synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { cfnResourceOf } from './templates';
import { PAGE_LANGUAGE_HEADER, SITE_VIEWER_REQUEST_FUNCTION } from '../../lib-infra/web/viewer-request';

/** CloudFront managed policy ids. */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

interface CacheBehaviorJson {
  PathPattern?: string;
  TargetOriginId?: string;
  ViewerProtocolPolicy?: string;
  Compress?: boolean;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: unknown[];
}
interface DistributionConfigJson {
  DefaultCacheBehavior: CacheBehaviorJson;
  CacheBehaviors: CacheBehaviorJson[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
  CustomErrorResponses?: unknown;
  DefaultRootObject: string;
  Logging?: unknown;
}
interface ResponseHeadersPolicyConfigJson {
  Name?: unknown;
  Comment?: string;
  SecurityHeadersConfig: Record<string, Record<string, unknown>>;
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
}

function headersPolicyConfig(policy: IConstruct): ResponseHeadersPolicyConfigJson {
  return cfnResourceOf(policy).Properties?.ResponseHeadersPolicyConfig as ResponseHeadersPolicyConfigJson;
}

/** The features a Permissions-Policy header of the policy allows or denies, as `feature=(allowlist)`. */
function permissionsPolicyOf(config: ResponseHeadersPolicyConfigJson): string[] {
  const headers = config.CustomHeadersConfig?.Items.filter((item) => item.Header === 'Permissions-Policy') ?? [];
  expect(headers).toEqual([expect.objectContaining({ Override: true })]);
  return headers[0]?.Value.split(', ') ?? [];
}

describe('security facts of the stacks', () => {
  let portal: SynthesisedPortal;
  let data: Template;
  let app: Template;

  beforeAll(() => {
    portal = synthesisePortal();
    data = Template.fromStack(portal.dataStack);
    app = Template.fromStack(portal.appStack);
  });
  afterAll(() => portal.dispose());

  it('keeps the table recoverable and undeletable: PITR, deletion protection, retained', () => {
    // Assess
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: Match.arrayWith([
          Match.objectLike({
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
          }),
        ]),
      }),
    });
    expect(portal.dataStack.terminationProtection).toBe(true);
  });

  it('rotates the password key and retains it', () => {
    // Assess
    data.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ EnableKeyRotation: true }),
    });
  });

  it("holds the spec's password policy, optional TOTP and no self sign-up in the user pool", () => {
    // Assess
    data.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: PASSWORD_MIN_LENGTH,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameConfiguration: { CaseSensitive: false },
        DeletionProtection: 'ACTIVE',
      }),
    });
    expect(PASSWORD_MIN_LENGTH).toBe(14);
  });

  it('gives the SPA a public app client without a secret, for password, SRP, login-card (custom) and refresh sign-in', () => {
    // Assess
    app.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_CUSTOM_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('issues one-hour ID and access tokens and revocable 30-day refresh tokens, the lifetimes the twin uses too', () => {
    // Assess: CDK writes the lifetimes in minutes
    app.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      EnableTokenRevocation: true,
      IdTokenValidity: TOKEN_LIFETIMES.idTokenMinutes,
      AccessTokenValidity: TOKEN_LIFETIMES.accessTokenMinutes,
      RefreshTokenValidity: TOKEN_LIFETIMES.refreshTokenDays * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
    expect(TOKEN_LIFETIMES).toEqual({ idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 });
  });

  it('keeps the site, content and log buckets private, encrypted and reachable over TLS only', () => {
    // Prepare
    const buckets = [portal.appStack.web.bucket, portal.appStack.web.contentBucket, portal.appStack.web.logsBucket];

    for (const bucket of buckets) {
      // Act
      const resource = cfnResourceOf(bucket);
      const policy = cfnResourceOf(bucket.policy ?? bucket);

      // Assess
      expect(resource.Properties?.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(resource.Properties?.BucketEncryption).toEqual({
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      });
      expect(JSON.stringify(policy.Properties?.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('serves the site through origin access control with the security headers, and /api/* to the API', () => {
    // Prepare
    const config = cfnResourceOf(portal.appStack.web.distribution).Properties
      ?.DistributionConfig as DistributionConfigJson;
    const headersPolicy = {
      Ref: portal.appStack.getLogicalId(portal.appStack.web.responseHeadersPolicy.node.defaultChild as never),
    };

    // Act
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');

    // Assess
    // Two S3 origins, the site and the content bucket, each reached only through origin access control.
    app.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    expect(config.Origins.filter((origin) => origin.S3OriginConfig !== undefined)).toEqual([
      expect.objectContaining({ OriginAccessControlId: expect.anything() }),
      expect.objectContaining({ OriginAccessControlId: expect.anything() }),
    ]);
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(headersPolicy);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.Logging).toBeDefined();
    // The API's own policies (edge.test.ts checks what they pass): nothing kept, Host never passed.
    expect(api?.CachePolicyId).toEqual({
      Ref: portal.appStack.getLogicalId(portal.appStack.web.apiCachePolicy.node.defaultChild as never),
    });
    expect(api?.OriginRequestPolicyId).toEqual({
      Ref: portal.appStack.getLogicalId(portal.appStack.web.apiOriginRequestPolicy.node.defaultChild as never),
    });
    expect(api?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(api?.ResponseHeadersPolicyId).toEqual(headersPolicy);
    // The SPA fallback is a viewer function on the S3 behaviour, not error responses that would
    // also replace the API's own 403 and 404 answers: the only error responses say how long a
    // server error is kept (not at all), never a page or a status in its place.
    expect(config.CustomErrorResponses).toEqual(
      [500, 502, 503, 504].map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })),
    );
    expect(api?.FunctionAssociations).toBeUndefined();
  });

  it("picks a public page's prerendered HTML at the edge from a store of written pages, keyed by the language picked", () => {
    // Prepare
    const web = portal.appStack.web;
    const config = cfnResourceOf(web.distribution).Properties?.DistributionConfig as DistributionConfigJson;
    const logicalId = (construct: IConstruct) => portal.appStack.getLogicalId(construct.node.defaultChild as never);
    const functions = app.findResources('AWS::CloudFront::Function');
    const [functionId, viewerFunction] = Object.entries(functions)[0] ?? [];
    const policies = app.findResources('AWS::CloudFront::CachePolicy');

    // Act
    const siteBehaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter(
      (behavior) => behavior.FunctionAssociations !== undefined,
    );
    const sitePolicyIds = new Set(siteBehaviors.map((behavior) => JSON.stringify(behavior.CachePolicyId)));
    const sitePolicyId = (JSON.parse([...sitePolicyIds][0] ?? '{}') as { Ref?: string }).Ref ?? '';
    const sitePolicy = policies[sitePolicyId]?.Properties?.CachePolicyConfig as {
      ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown>;
    };

    // Assess
    // One function, the code the twin runs (viewer-request.ts), reading the one store.
    expect(Object.keys(functions)).toHaveLength(1);
    app.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    expect(viewerFunction?.Properties?.FunctionCode).toBe(SITE_VIEWER_REQUEST_FUNCTION);
    expect(viewerFunction?.Properties?.FunctionConfig).toEqual({
      Comment: expect.any(String),
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [logicalId(web.prerenderedPages), 'Arn'] } }],
    });
    // Every behaviour of the site bucket (the camera pages' too) runs it, and keys by the language it picked.
    expect(siteBehaviors.length).toBeGreaterThanOrEqual(2);
    for (const behavior of siteBehaviors)
      expect(behavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
      ]);
    expect(sitePolicyIds.size).toBe(1);
    expect(sitePolicy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [PAGE_LANGUAGE_HEADER] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  });

  it('serves /content/* from the content bucket over HTTPS, cached, with the security headers and no SPA fallback', () => {
    // Prepare
    const config = cfnResourceOf(portal.appStack.web.distribution).Properties
      ?.DistributionConfig as DistributionConfigJson;
    const headersPolicy = {
      Ref: portal.appStack.getLogicalId(portal.appStack.web.responseHeadersPolicy.node.defaultChild as never),
    };
    const contentBucketId = portal.appStack.getLogicalId(portal.appStack.web.contentBucket.node.defaultChild as never);

    // Act
    const content = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/content/*');
    const origin = config.Origins.find((candidate) => candidate.Id === content?.TargetOriginId);

    // Assess
    expect(content).toBeDefined();
    expect(JSON.stringify(origin?.DomainName)).toContain(contentBucketId);
    expect(content?.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(content?.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(content?.ResponseHeadersPolicyId).toEqual(headersPolicy);
    expect(content?.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    expect(content?.FunctionAssociations).toBeUndefined();
  });

  it('uploads the content folder under content/ of the content bucket, pruned, and invalidates /content/* on deploy', () => {
    // Prepare
    const contentBucketId = portal.appStack.getLogicalId(portal.appStack.web.contentBucket.node.defaultChild as never);

    // Act
    const deployments = Object.values(app.findResources('Custom::CDKBucketDeployment')).filter(
      (candidate) =>
        JSON.stringify(candidate.Properties?.DestinationBucketName) === JSON.stringify({ Ref: contentBucketId }),
    );
    const resource = deployments[0];

    // Assess
    expect(deployments).toHaveLength(1);
    expect(resource?.Properties?.DestinationBucketName).toEqual({ Ref: contentBucketId });
    expect(resource?.Properties?.DestinationBucketKeyPrefix).toBe('content/');
    expect(resource?.Properties?.Prune).toBe(true);
    expect(resource?.Properties?.DistributionPaths).toEqual(['/content/*']);
    expect(resource?.Properties?.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=300' });
  });

  it('sends HSTS, nosniff, frame denial, a referrer policy and a CSP that allows Cognito', () => {
    // Act
    const security = headersPolicyConfig(portal.appStack.web.responseHeadersPolicy).SecurityHeadersConfig;

    // Assess
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    const csp = JSON.stringify(security.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\.",\{"Ref":"AWS::Region"\},"\.amazonaws\.com/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce-');
  });

  it("allows the prerendered pages' inline stylesheets and their one script by their hashes alone, in every policy", () => {
    // Act
    const policies = [portal.appStack.web.responseHeadersPolicy, portal.appStack.web.cameraPageHeadersPolicy].map(
      (policy) => JSON.stringify(headersPolicyConfig(policy).SecurityHeadersConfig.ContentSecurityPolicy),
    );

    // Assess: style-src is the site's files and the build's hashes (portal-fixture.ts), script-src the one script's.
    for (const csp of policies) {
      expect(/style-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", ...FIXTURE_STYLE_HASHES]);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toContain(PRERENDERED_PAGE_SCRIPT_HASH);
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  it('denies the camera, microphone, location, payment and device access with a Permissions-Policy', () => {
    // Act
    const features = permissionsPolicyOf(headersPolicyConfig(portal.appStack.web.responseHeadersPolicy));

    // Assess
    expect(features).toEqual(
      expect.arrayContaining([
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
        'serial=()',
        'hid=()',
      ]),
    );
    expect(features.every((feature) => feature.endsWith('=()'))).toBe(true);
  });

  it('lets the scan login card page alone use the camera: its own behaviour to the same site, with headers that differ only there', () => {
    // Prepare
    const config = cfnResourceOf(portal.appStack.web.distribution).Properties
      ?.DistributionConfig as DistributionConfigJson;
    const cameraPolicyRef = {
      Ref: portal.appStack.getLogicalId(portal.appStack.web.cameraPageHeadersPolicy.node.defaultChild as never),
    };
    const site = headersPolicyConfig(portal.appStack.web.responseHeadersPolicy);
    const camera = headersPolicyConfig(portal.appStack.web.cameraPageHeadersPolicy);

    // Act
    const cameraBehaviors = config.CacheBehaviors.filter(
      (behavior) => JSON.stringify(behavior.ResponseHeadersPolicyId) === JSON.stringify(cameraPolicyRef),
    );
    const withoutPermissions = (headers: ResponseHeadersPolicyConfigJson) => ({
      security: headers.SecurityHeadersConfig,
      custom: headers.CustomHeadersConfig?.Items.filter((item) => item.Header !== 'Permissions-Policy'),
    });

    // Assess
    expect(cameraBehaviors.map((behavior) => behavior.PathPattern)).toEqual(['/auth/login/scan']);
    const {
      PathPattern: _path,
      ResponseHeadersPolicyId: _headers,
      ...scanBehavior
    } = cameraBehaviors[0] ?? ({} as CacheBehaviorJson);
    const { ResponseHeadersPolicyId: _siteHeaders, ...defaultBehavior } = config.DefaultCacheBehavior;
    expect(scanBehavior).toEqual(defaultBehavior);
    expect(permissionsPolicyOf(camera)).toEqual(
      permissionsPolicyOf(site).map((feature) => (feature === 'camera=()' ? 'camera=(self)' : feature)),
    );
    expect(withoutPermissions(camera)).toEqual(withoutPermissions(site));
  });

  it('writes a /config.json of the shared shape, filled from the stack outputs at deploy time', () => {
    // Prepare
    const assembly = portal.app.synth().directory;
    const configFiles = readdirSync(assembly, { recursive: true, encoding: 'utf8' }).filter(
      (file) => path.basename(file) === 'config.json',
    );

    // Act
    const config = webConfigSchema.parse(
      JSON.parse(readFileSync(path.join(assembly, configFiles[0] ?? 'missing'), 'utf8')),
    );

    // Assess
    expect(configFiles).toHaveLength(1);
    expect(config).toMatchObject({ stage: 'test', userPoolEndpoint: null, oauthBaseUrl: null, infoUrl: '/about' });
    // Tokens become deploy-time markers that the BucketDeployment fills in.
    expect(config.userPoolId).toMatch(/^<<marker:/);
    expect(config.userPoolClientId).toMatch(/^<<marker:/);
    expect(config.region).toMatch(/^<<marker:/);
  });

  it("writes /robots.txt and /sitemap.xml naming the site's address, fresh on every visit", () => {
    // Prepare
    const assembly = portal.app.synth().directory;
    const written = (name: string) =>
      readdirSync(assembly, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === name);

    // Act
    const [robots = [], sitemap = []] = ['robots.txt', 'sitemap.xml'].map((name) =>
      written(name).map((file) => readFileSync(path.join(assembly, file), 'utf8')),
    );
    const entry = Object.values(app.findResources('Custom::CDKBucketDeployment')).find((resource) =>
      JSON.stringify(resource).includes('"/sitemap.xml"'),
    );

    // Assess
    expect(robots).toHaveLength(1);
    expect(robots[0]).toMatch(/^User-agent: \*\nDisallow: \/api\/\n/);
    // The site's address is a deploy-time marker that the BucketDeployment fills in.
    expect(robots[0]).toMatch(/\nSitemap: https:\/\/<<marker:[^>]+>>\/sitemap.xml\n/);
    expect(sitemap).toHaveLength(1);
    expect(sitemap[0]).toContain('/auth/register</loc>');
    expect(JSON.stringify(entry)).toContain('no-cache');
  });
});
