import type * as z from 'zod/mini';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  LTI_TOOL_MESSAGES,
  type LtiTool,
  type ltiToolBodySchema,
  type LtiToolResponse,
} from '../../../shared/schemas/lti';
import type { School } from '../../../shared/schemas/schools';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../../shared/schemas/service';
import { getLtiTool, putLtiTool } from '../../data/lti-tools';
import { getSchools } from '../../data/schools';
import { getService } from '../../data/services';
import { fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import { AppRegistrationError } from '../app-launch/app-registration-error';
import { recordAudit } from '../core/audit/audit';
import { ltiPlatform } from './lti-platform';
import { ltiToolRegistration, publicJwkOf } from './register-tool';

type LtiToolBody = z.output<typeof ltiToolBodySchema>;

function platform(): LtiToolResponse['platform'] {
  const { issuer, authorizationEndpoint, tokenEndpoint, jwksUrl } = ltiPlatform();
  return { issuer, authorizationEndpoint, tokenEndpoint, jwksUrl };
}

/** The schools a tool's deployments name, by id and name (the console labels each deployment with its school's name). */
function deploymentSchools(tool: LtiTool | null, schools: readonly School[]): LtiToolResponse['schools'] {
  const named = new Set(tool?.deployments.map((deployment) => deployment.schoolId));
  return schools.filter((school) => named.has(school.id)).map(({ id, name }) => ({ id, name }));
}

/** GET /api/admin/services/{serviceId}/lti: the app's tool settings and what to paste into the tool. */
export async function ltiToolSettings(serviceId: string): Promise<LtiToolResponse> {
  const [service, tool] = await Promise.all([getService(serviceId), getLtiTool(serviceId)]);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  // One batch read, however many schools installed the tool (at most LTI_MAX_SCHOOLS).
  const schools = await getSchools(tool?.deployments.flatMap((deployment) => deployment.schoolId ?? []) ?? []);
  return { tool, platform: platform(), schools: deploymentSchools(tool, schools) };
}

function refused(field: string, detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

/**
 * PUT /api/admin/services/{serviceId}/lti: registers or edits the app as an LTI 1.3 tool
 * (./register-tool.ts, as `npm run register-app -- --lti` does), keeping the client_id and the
 * deployment ids it was issued; each fault is the field's 422, a school that does not exist
 * too (its deployment would launch nobody). Audited (ARCHITECTURE 'Audit trail'): the settings
 * decide where the portal sends people and what it tells a tool.
 */
export async function saveLtiToolSettings(
  user: SessionUser,
  serviceId: string,
  body: LtiToolBody,
): Promise<LtiToolResponse> {
  const schoolIds = [...new Set(body.schoolIds)];
  const [service, before, schools] = await Promise.all([
    getService(serviceId),
    getLtiTool(serviceId),
    getSchools(schoolIds),
  ]);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  const known = new Set(schools.map((school) => school.id));
  const unknown = schoolIds.find((schoolId) => !known.has(schoolId));
  if (unknown !== undefined) throw refused('schoolIds', LTI_TOOL_MESSAGES.unknownSchool(unknown));
  if (!body.jwksUrl && !body.publicKey?.trim()) throw refused('jwksUrl', LTI_TOOL_MESSAGES.needsKeys);
  if (body.schoolIds.length === 0 && !body.platformWide)
    throw refused('platformWide', LTI_TOOL_MESSAGES.needsDeployment);
  if (body.customParameters.some((pair) => pair.indexOf('=') <= 0))
    throw refused('customParameters', LTI_TOOL_MESSAGES.badCustom);
  const publicKey = body.publicKey?.trim() ? body.publicKey : null;
  if (publicKey) {
    try {
      publicJwkOf(publicKey);
    } catch (error) {
      if (error instanceof AppRegistrationError) throw refused('publicKey', LTI_TOOL_MESSAGES.badKey);
      throw error;
    }
  }
  const tool = ltiToolRegistration(
    {
      loginUrl: body.loginUrl,
      redirectUris: body.redirectUris,
      targetLinkUri: body.targetLinkUri,
      jwksUrl: body.jwksUrl,
      publicKey,
      custom: body.customParameters,
      attributes: body.attributes.length > 0 ? body.attributes : null,
      schoolIds,
      platformWide: body.platformWide,
    },
    before,
  );
  await putLtiTool(serviceId, tool);
  await recordAudit({
    actorId: user.id,
    action: before ? 'lti.tool.update' : 'lti.tool.register',
    subjectIds: [],
    schoolId: null,
    detail: { serviceId, clientId: tool.clientId, deployments: tool.deployments.length },
  });
  return { tool, platform: platform(), schools: deploymentSchools(tool, schools) };
}
