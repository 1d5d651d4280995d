import { isIP } from 'node:net';
import { logger } from '../platform/logger';
import { carriesOriginSecret } from './origin-check';
import type { PortalEvent } from './request-context';

/**
 * The CloudFront header that carries the viewer's address and port: "198.51.100.7:50142", or for
 * IPv6 the address without brackets and then the port, "2001:db8::7:50142". CloudFront adds it
 * (the API's origin request policy names it, lib-infra/web/api-origin-request.ts) and replaces
 * any a client sent; the twin's front door does the same.
 */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** The address part of a CloudFront-Viewer-Address value, or null when it is not "ip:port". */
export function addressOfViewer(value: string | undefined): string | null {
  if (!value) return null;
  const colon = value.lastIndexOf(':');
  if (colon <= 0 || !/^\d{1,5}$/.test(value.slice(colon + 1))) return null;
  const address = value.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return isIP(address) ? address : null;
}

/**
 * The viewer's address, for every per-address limit and for the audit of an anonymous caller
 * (ARCHITECTURE 'The edge'). Behind CloudFront the connection's source (requestContext's
 * sourceIp) is a CloudFront server shared by everyone at that edge, so the address is taken from
 * CloudFront-Viewer-Address, but only on a request that carries the origin secret: a header a
 * client sends itself is never believed. A function told no secret sits behind no CloudFront,
 * and its connection's source is the viewer.
 */
export function viewerIp(event: PortalEvent, originSecret: string | undefined = process.env.ORIGIN_VERIFY): string {
  const source = event.requestContext.http.sourceIp;
  if (!carriesOriginSecret(event.headers, originSecret)) return source;
  const address = addressOfViewer(event.headers?.[VIEWER_ADDRESS_HEADER.toLowerCase()]);
  if (address) return address;
  // CloudFront always sends it when the origin request policy names it: its absence is a misconfiguration.
  logger.warn('A request through CloudFront came without the viewer address; limiting by its source', { source });
  return source;
}
