import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_CSP_MAX_LENGTH, responseHeadersBehaviors } from '../../../lib-infra/web/response-headers-policy';
import { styleHash } from '../../../lib-infra/web/inline-style-hashes';
import { securityHeaders } from '../../../lib-infra/web/security-headers';

describe("the site's response headers policy", () => {
  const headers = (sheets: number) =>
    securityHeaders({
      sources: {
        connect: ['https://cognito-idp.ap-southeast-2.amazonaws.com'],
        formActions: [],
        styleHashes: Array.from({ length: sheets }, (_, index) => styleHash(`.sheet-${index}{color:red}`)),
      },
      camera: false,
    });

  it("takes the CSP with the prerendered pages' style hashes as they are today", () => {
    expect((headers(6)['Content-Security-Policy'] ?? '').length).toBeLessThan(CLOUDFRONT_CSP_MAX_LENGTH);
    expect(responseHeadersBehaviors(headers(6)).securityHeadersBehavior?.contentSecurityPolicy).toMatchObject({
      override: true,
    });
  });

  it("stops synth with the reason when so many inline sheets' hashes pass CloudFront's quota", () => {
    expect(() => responseHeadersBehaviors(headers(40))).toThrow(/CloudFront takes at most 1783/);
  });
});
