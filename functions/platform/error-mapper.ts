import { DomainError } from './errors';
import { jsonResponse } from './json-response';
import { logger } from './logger';
import type { PortalMiddleware } from './request-context';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The one error mapper, used first so that its onError runs last. Domain errors are answered as
 * they are; anything else is logged with its cause and answered with a generic message.
 */
export function errorMapper(): PortalMiddleware {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof DomainError) {
        logger.info('request refused', { status: error.status, code: error.code, detail: error.detail });
        request.response = jsonResponse(error.status, { errors: error.toApiErrors() });
        return;
      }
      logger.error('request failed', error as Error);
      request.response = jsonResponse(500, { errors: [{ status: '500', code: 'internal', detail: GENERIC_FAILURE }] });
    },
  };
}
