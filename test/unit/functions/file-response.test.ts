import { describe, expect, it } from 'vitest';
import { fileResponse } from '../../../functions/http/file-response';

describe('file answers', () => {
  it('answers a CSV as UTF-8 text to save, named in both header forms', () => {
    // Act
    const result = fileResponse('text/csv', {
      filename: 'Zoë’s class students.csv',
      body: '\uFEFFFirst Name\r\nZoë\r\n',
    });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.isBase64Encoded).toBeUndefined();
    expect(result.body).toBe('\uFEFFFirst Name\r\nZoë\r\n');
    expect(result.headers).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="Zoe-s-class-students.csv"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20class%20students.csv`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('says what a file lacks in X-Export-Warning, URI-encoded, and only then', () => {
    // Act
    const partial = fileResponse('text/csv', {
      filename: 'vouchers-partial-1600-of-1700.csv',
      body: 'Code\r\n',
      warning: 'The file holds 1,600 of its 1,700 codes.',
    });
    const whole = fileResponse('text/csv', { filename: 'vouchers.csv', body: 'Code\r\n' });

    // Assess
    expect(decodeURIComponent(String(partial.headers?.['x-export-warning']))).toBe(
      'The file holds 1,600 of its 1,700 codes.',
    );
    expect(partial.headers?.['x-export-warning']).not.toMatch(/[\s,]/);
    expect(whole.headers).not.toHaveProperty('x-export-warning');
  });

  it('answers a PDF base64-encoded (API Gateway binary answer) to show inline', () => {
    // Prepare
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);

    // Act
    const result = fileResponse('application/pdf', { filename: '4A login cards.pdf', body: pdf });

    // Assess
    expect(result.isBase64Encoded).toBe(true);
    expect(Buffer.from(String(result.body), 'base64')).toEqual(pdf);
    expect(result.headers?.['content-type']).toBe('application/pdf');
    expect(result.headers?.['content-disposition']).toBe(
      `inline; filename="4A-login-cards.pdf"; filename*=UTF-8''4A%20login%20cards.pdf`,
    );
  });

  it('keeps a header safe whatever the name: quotes and line breaks never reach it', () => {
    const result = fileResponse('text/csv', { filename: '"\r\nSet-Cookie: x=1.csv', body: '' });
    expect(result.headers?.['content-disposition']).not.toMatch(/[\r\n]/);
    expect(result.headers?.['content-disposition']).toMatch(
      /^attachment; filename="Set-Cookie-x-1.csv"; filename\*=UTF-8''%22%0D%0ASet-Cookie%3A%20x%3D1.csv$/,
    );
  });
});
