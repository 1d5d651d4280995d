import { randomUUID } from 'node:crypto';
import { scrubPath, scrubText } from '../../../shared/rules/scrub-report';
import { TOO_MANY_DEBUG_MESSAGES, type DebugMessageInput } from '../../../shared/schemas/diagnostics';
import { saveDebugMessage } from '../../data/debug-messages';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { addressLimit } from '../../../shared/address-limits';
import { TooManyRequestsError } from '../../platform/errors';

/**
 * Reports per viewer address, with the web ACL's numbers (`client-error-reports` in
 * lib-infra/edge/rate-rules.ts): a school's pupils behind one address can all hit one broken page
 * (the SPA itself sends at most a few a minute per page load), a script cannot flood.
 */
export const DEBUG_MESSAGE_ADDRESS_LIMIT: RateLimit = addressLimit('client-error-reports');

export interface DebugMessageDependencies {
  /** The viewer's address (functions/http/viewer-address.ts). */
  viewerIp: string;
  clock: () => Date;
  newId?: () => string;
}

/**
 * POST /api/debug-messages: counts the report against the address's limit, then stores it for
 * support with query strings, email addresses and tokens taken out of every text.
 */
export async function recordDebugMessage(
  input: DebugMessageInput,
  dependencies: DebugMessageDependencies,
): Promise<{ id: string }> {
  const now = dependencies.clock();
  if (!(await countAttempt(DEBUG_MESSAGE_ADDRESS_LIMIT, dependencies.viewerIp, now)).allowed)
    throw new TooManyRequestsError(TOO_MANY_DEBUG_MESSAGES);

  const id = (dependencies.newId ?? randomUUID)();
  await saveDebugMessage({
    id,
    receivedAt: now.toISOString(),
    message: scrubText(input.message),
    log: input.log.map(scrubText),
    stack: input.stack === null ? null : scrubText(input.stack),
    url: scrubPath(input.url),
    userAgent: input.userAgent,
  });
  return { id };
}
