import samlify from 'samlify';
import {
  DEFAULT_SIGN_ON_ATTRIBUTES,
  SIGN_ON_ATTRIBUTES,
  serviceSignOnSchema,
  type ServiceSignOn,
  type SignOnAttribute,
} from '../../../shared/schemas/app-launch';

import { AppRegistrationError } from './app-registration-error';

export { AppRegistrationError };

function pem(certificate: string): string {
  const body = certificate.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
}

/** The attributes named on the command line (comma-separated), or the default set; an unknown name is refused. */
export function releasedAttributeList(text: string | null): SignOnAttribute[] {
  if (text === null) return [...DEFAULT_SIGN_ON_ATTRIBUTES];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SIGN_ON_ATTRIBUTES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new AppRegistrationError(
      `Unknown attribute(s): ${unknown.join(', ')}. The portal can release: ${SIGN_ON_ATTRIBUTES.join(', ')}.`,
    );
  return names as SignOnAttribute[];
}

/**
 * An app's registration from its SAML service-provider metadata (samlify reads it): its entity id,
 * its HTTP-POST assertion consumer (the only binding the portal answers with), its signing
 * certificate, and whether it signs its AuthnRequests (then unsigned requests are refused).
 */
export function registrationFromMetadata(xml: string, attributes: readonly SignOnAttribute[]): ServiceSignOn {
  let sp: ReturnType<typeof samlify.ServiceProvider>;
  try {
    sp = samlify.ServiceProvider({ metadata: xml });
  } catch (error) {
    throw new AppRegistrationError(
      `The metadata could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const meta = sp.entityMeta;
  const entityId = meta.getEntityID() as string | undefined;
  const acs = meta.getAssertionConsumerService('post') as string | string[] | undefined;
  const acsUrl = Array.isArray(acs) ? acs[0] : acs;
  const certificate = meta.getX509Certificate('signing') as string | string[] | null | undefined;
  const signingCertificate = Array.isArray(certificate) ? certificate[0] : certificate;
  const signsRequests = meta.isAuthnRequestSigned() === true;
  if (!entityId) throw new AppRegistrationError('The metadata names no entityID.');
  if (!acsUrl)
    throw new AppRegistrationError('The metadata names no AssertionConsumerService with the HTTP-POST binding.');
  if (signsRequests && !signingCertificate)
    throw new AppRegistrationError(
      'The metadata says the app signs its requests (AuthnRequestsSigned) but carries no signing certificate.',
    );
  const parsed = serviceSignOnSchema.safeParse({
    entityId,
    acsUrl,
    certificate: signingCertificate ? pem(signingCertificate) : null,
    signsRequests,
    attributes: [...attributes],
  });
  if (!parsed.success)
    throw new AppRegistrationError(
      `The metadata is not usable: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}
