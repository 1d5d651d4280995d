import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { scopesToSuppressFor } from '../domain/session/access-token-scopes';

/** The user pool's pre-token-generation trigger (V2, access token customisation): functions/domain/session/access-token-scopes.ts. */
export async function handler(event: PreTokenGenerationV2TriggerEvent): Promise<PreTokenGenerationV2TriggerEvent> {
  const suppressed = await scopesToSuppressFor(event.request.userAttributes['sub']);
  if (suppressed.length > 0) {
    event.response.claimsAndScopeOverrideDetails = { accessTokenGeneration: { scopesToSuppress: suppressed } };
  }
  return event;
}
