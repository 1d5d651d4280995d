import { createPublicKey, randomUUID } from 'node:crypto';
import { DEFAULT_SIGN_ON_ATTRIBUTES, type SignOnAttribute } from '../../../shared/schemas/app-launch';
import { ltiToolSchema, type LtiDeployment, type LtiTool } from '../../../shared/schemas/lti';
import { AppRegistrationError } from '../app-launch/app-registration-error';

/** What staff (or `npm run register-app -- --lti`) give of a tool; the portal issues the rest. */
export interface LtiToolInput {
  loginUrl: string;
  redirectUris: readonly string[];
  targetLinkUri: string | null;
  jwksUrl: string | null;
  /** A pasted public key: a PEM (SPKI) or a JWK as JSON. */
  publicKey: string | null;
  /** `name=value`, one each (LTI Core §5.4.6 custom claim). */
  custom: readonly string[];
  attributes: readonly SignOnAttribute[] | null;
  /** The schools that install the tool, each a deployment of its own. */
  schoolIds: readonly string[];
  /** Whether the library offers it to everyone else too (the platform-wide deployment). */
  platformWide: boolean;
}

export function publicJwkOf(text: string): LtiTool['publicJwk'] {
  const trimmed = text.trim();
  let jwk: Record<string, unknown>;
  try {
    jwk = trimmed.startsWith('{')
      ? (JSON.parse(trimmed) as Record<string, unknown>)
      : (createPublicKey(trimmed).export({ format: 'jwk' }) as Record<string, unknown>);
  } catch (error) {
    throw new AppRegistrationError(
      `The tool's public key is neither a PEM nor a JWK: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (jwk['kty'] !== 'RSA' || typeof jwk['n'] !== 'string' || typeof jwk['e'] !== 'string' || 'd' in jwk)
    throw new AppRegistrationError("The tool's public key must be an RSA public key (RS256), not a private one.");
  return { kty: 'RSA', n: jwk['n'], e: jwk['e'], ...(typeof jwk['kid'] === 'string' ? { kid: jwk['kid'] } : {}) };
}

function customParameters(pairs: readonly string[]): Record<string, string> {
  const custom: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new AppRegistrationError(`A custom parameter is name=value: ${pair}`);
    custom[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return custom;
}

/**
 * A tool's registration (shared/schemas/lti.ts) from what was given: the tool's keys by address
 * or pasted (one of them, for the Names and Role service's client assertions), the client_id the
 * portal issued before or a new one, and a deployment per installing school plus the library's
 * own when it is offered platform-wide, each keeping the id it was issued.
 */
export function ltiToolRegistration(input: LtiToolInput, before: LtiTool | null): LtiTool {
  if (!input.jwksUrl && !input.publicKey)
    throw new AppRegistrationError("The tool's public keys are needed: a JWKS URL or a pasted key.");
  if (input.schoolIds.length === 0 && !input.platformWide)
    throw new AppRegistrationError('The tool needs a deployment: a school that installs it, or the whole library.');
  const deploymentOf = (schoolId: string | null): LtiDeployment => ({
    deploymentId:
      before?.deployments.find((deployment) => deployment.schoolId === schoolId)?.deploymentId ?? randomUUID(),
    schoolId,
  });
  const parsed = ltiToolSchema.safeParse({
    clientId: before?.clientId ?? randomUUID(),
    loginUrl: input.loginUrl,
    redirectUris: [...input.redirectUris],
    targetLinkUri: input.targetLinkUri,
    jwksUrl: input.jwksUrl,
    publicJwk: input.publicKey ? publicJwkOf(input.publicKey) : null,
    customParameters: customParameters(input.custom),
    attributes: [...(input.attributes ?? DEFAULT_SIGN_ON_ATTRIBUTES)],
    deployments: [...(input.platformWide ? [deploymentOf(null)] : []), ...input.schoolIds.map(deploymentOf)],
  });
  if (!parsed.success)
    throw new AppRegistrationError(
      `The tool's settings are not usable: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}
