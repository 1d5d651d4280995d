import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../../../functions/http/origin-check';
import type { PortalEvent } from '../../../../functions/http/request-context';
import { addressOfViewer, viewerIp } from '../../../../functions/http/viewer-address';

const SECRET = 'cloudfront-origin-secret-of-the-stage-0123456789';
/** The CloudFront server's address, as API Gateway reports every request through that edge. */
const EDGE = '130.176.1.1';

function eventWith(headers: Record<string, string>): PortalEvent {
  return { headers, requestContext: { http: { sourceIp: EDGE } } } as unknown as PortalEvent;
}

describe('the viewer’s address', () => {
  it('reads "ip:port" as CloudFront writes it, IPv6 without brackets, and nothing else', () => {
    expect(addressOfViewer('198.51.100.7:50142')).toBe('198.51.100.7');
    expect(addressOfViewer('2001:db8::7:50142')).toBe('2001:db8::7');
    expect(addressOfViewer('2001:0db8:85a3:0000:0000:8a2e:0370:7334:443')).toBe(
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    );
    for (const malformed of [undefined, '', '198.51.100.7', 'not-an-address:80', '198.51.100.7:port', ':80'])
      expect(addressOfViewer(malformed), String(malformed)).toBeNull();
  });

  it('is CloudFront-Viewer-Address on a request that carries the origin secret', () => {
    const event = eventWith({ [ORIGIN_VERIFY_HEADER]: SECRET, 'cloudfront-viewer-address': '203.0.113.9:1234' });

    expect(viewerIp(event, SECRET)).toBe('203.0.113.9');
  });

  it('never believes the header without the secret, or with a wrong one: the source address stands', () => {
    const spoofed = { 'cloudfront-viewer-address': '203.0.113.9:1234' };

    expect(viewerIp(eventWith(spoofed), SECRET)).toBe(EDGE);
    expect(viewerIp(eventWith({ ...spoofed, [ORIGIN_VERIFY_HEADER]: 'wrong' }), SECRET)).toBe(EDGE);
    expect(viewerIp(eventWith(spoofed), undefined)).toBe(EDGE);
  });

  it('falls back to the source address when CloudFront sent no usable header', () => {
    expect(viewerIp(eventWith({ [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET)).toBe(EDGE);
    expect(viewerIp(eventWith({ [ORIGIN_VERIFY_HEADER]: SECRET, 'cloudfront-viewer-address': 'x' }), SECRET)).toBe(
      EDGE,
    );
  });
});
