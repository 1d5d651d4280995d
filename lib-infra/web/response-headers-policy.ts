import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';

type HeadersBehaviors = Pick<
  cloudfront.ResponseHeadersPolicyProps,
  'securityHeadersBehavior' | 'customHeadersBehavior'
>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function oneOf<T extends string>(values: Record<string, T>, header: string, value: string): T {
  const known = Object.values(values).find((candidate) => candidate === value);
  if (known === undefined) throw new Error(`CloudFront cannot send ${header}: ${value}`);
  return known;
}

function strictTransportSecurity(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const directives = value.split(';').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives
    .map((directive) => /^max-age=(\d+)$/.exec(directive)?.[1])
    .find((seconds) => seconds !== undefined);
  if (maxAge === undefined) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge)),
    includeSubdomains: directives.includes('includesubdomains'),
    ...(directives.includes('preload') ? { preload: true } : {}),
    override: true,
  };
}

/** CloudFront's quota on a response headers policy's Content-Security-Policy value. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/**
 * The behaviours of a response headers policy that sends exactly these headers, in place of any the
 * origin sent. CloudFront takes the security headers it knows in fields of their own (it refuses
 * them as custom headers) and any other header, such as Permissions-Policy, as a custom one.
 */
export function responseHeadersBehaviors(headers: Record<string, string>): HeadersBehaviors {
  const security: Mutable<cloudfront.ResponseSecurityHeadersBehavior> = {};
  const customHeaders: cloudfront.ResponseCustomHeader[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        // Each prerendered page's inline stylesheet adds its hash (about 55 characters): synth
        // says so here rather than CloudFormation failing the deploy half-way.
        if (value.length > CLOUDFRONT_CSP_MAX_LENGTH)
          throw new Error(
            `The site's Content-Security-Policy is ${value.length} characters; CloudFront takes at most ${CLOUDFRONT_CSP_MAX_LENGTH} (fewer inline stylesheets in the prerendered pages: bin/build-prerender.ts)`,
          );
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        oneOf({ nosniff: 'nosniff' }, header, value);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: oneOf(cloudfront.HeadersFrameOption, header, value), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = {
          referrerPolicy: oneOf(cloudfront.HeadersReferrerPolicy, header, value),
          override: true,
        };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = strictTransportSecurity(value);
        break;
      default:
        customHeaders.push({ header, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(customHeaders.length ? { customHeadersBehavior: { customHeaders } } : {}),
  };
}
