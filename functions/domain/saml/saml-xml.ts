/** Pieces of SAML XML that the portal writes itself (samlify's templates leave them as tags). */

export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
export const UNSPECIFIED_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
export const PERSISTENT_NAME_ID = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An AttributeStatement: one Attribute per name with a value (several values for a list); nulls and empty lists are left out. */
export function attributeStatement(attributes: Record<string, string | readonly string[] | null>): string {
  const items = Object.entries(attributes).flatMap(([name, value]) => {
    const values = value === null ? [] : typeof value === 'string' ? [value] : value;
    if (values.length === 0) return [];
    const valueXml = values
      .map((one) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(one)}</saml:AttributeValue>`)
      .join('');
    return [
      `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${valueXml}</saml:Attribute>`,
    ];
  });
  return `<saml:AttributeStatement>${items.join('')}</saml:AttributeStatement>`;
}

/** The AuthnStatement of a password sign-in at `at`. */
export function authnStatement(at: Date, sessionIndex: string): string {
  return `<saml:AuthnStatement AuthnInstant="${at.toISOString()}" SessionIndex="${escapeXml(sessionIndex)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`;
}
