import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { ACT_AS_HEADER, ACT_AS_SESSION_HEADER } from '../../shared/api/acting-as-header';

/**
 * The headers CloudFront passes to the API (its origin request policy), besides Authorization,
 * which CloudFront passes only as part of the cache key (the API's cache policy), and the origin
 * secret, an origin custom header. Host is left out: API Gateway answers 403 to a Host that is not
 * its own. CloudFront-Viewer-Address is a CloudFront header, not a viewer's: only a policy that
 * names it gets it, which is why the API cannot use the managed AllViewerExceptHostHeader (all
 * viewer headers but Host, and no CloudFront header). A header a route starts to read must be
 * added here (CloudFront allows 10), or it never reaches the function in AWS, nor in the twin,
 * whose front door forwards the same.
 */
export const API_ORIGIN_REQUEST_HEADERS = [
  'Content-Type',
  'Accept',
  'Accept-Language',
  'User-Agent',
  ACT_AS_HEADER,
  ACT_AS_SESSION_HEADER,
  'Stripe-Signature',
  VIEWER_ADDRESS_HEADER,
] as const;

/** The header CloudFront forwards through the API's cache policy: the caller's token. */
export const API_CACHE_KEY_HEADERS = ['Authorization'] as const;
