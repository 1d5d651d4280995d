import { readFileSync } from 'node:fs';
import { SAML } from '@node-saml/node-saml';
import { describe, expect, it } from 'vitest';
import {
  AppRegistrationError,
  registrationFromMetadata,
  releasedAttributeList,
} from '../../../../functions/domain/app-launch/register-app';
import { DEFAULT_SIGN_ON_ATTRIBUTES } from '../../../../shared/schemas/app-launch';
import { DEMO_APP_KEY_FILE, demoAppCertificate } from '../../../../lib-infra/local/demo-apps';

/** Service-provider metadata as node-saml writes it for an app (the demo apps publish theirs so). */
function appMetadata(options: { signs: boolean }): string {
  const saml = new SAML({
    issuer: 'https://quiz.example/sp',
    callbackUrl: 'https://quiz.example/saml/acs',
    idpCert: demoAppCertificate(),
    ...(options.signs ? { privateKey: readFileSync(DEMO_APP_KEY_FILE, 'utf8') } : {}),
  });
  return saml.generateServiceProviderMetadata(null, options.signs ? demoAppCertificate() : null);
}

describe('registering an app from its service-provider metadata', () => {
  it('reads the entity id, the HTTP-POST assertion consumer, the signing certificate and that it signs its requests', () => {
    const registration = registrationFromMetadata(appMetadata({ signs: true }), ['username', 'role']);
    expect(registration).toMatchObject({
      entityId: 'https://quiz.example/sp',
      acsUrl: 'https://quiz.example/saml/acs',
      signsRequests: true,
      attributes: ['username', 'role'],
    });
    expect(registration.certificate?.replace(/\s+/g, '')).toBe(demoAppCertificate().replace(/\s+/g, ''));
  });

  it('an app that does not sign its requests is registered as such, without a certificate', () => {
    expect(registrationFromMetadata(appMetadata({ signs: false }), DEFAULT_SIGN_ON_ATTRIBUTES)).toMatchObject({
      signsRequests: false,
      certificate: null,
    });
  });

  it('refuses metadata it cannot read, or without an assertion consumer, saying why', () => {
    expect(() => registrationFromMetadata('not xml at all', [])).toThrow(AppRegistrationError);
    const noAcs =
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://x.example/sp"><md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"></md:SPSSODescriptor></md:EntityDescriptor>';
    expect(() => registrationFromMetadata(noAcs, [])).toThrow(/AssertionConsumerService/);
  });

  it('releases the default attributes unless told which, and refuses a name the portal does not know', () => {
    expect(releasedAttributeList(null)).toEqual([...DEFAULT_SIGN_ON_ATTRIBUTES]);
    expect(releasedAttributeList('username, lastName')).toEqual(['username', 'lastName']);
    expect(() => releasedAttributeList('username,shoeSize')).toThrow('Unknown attribute(s): shoeSize.');
  });
});
