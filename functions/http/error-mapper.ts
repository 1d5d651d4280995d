import type { ApiError } from '../../shared/api/errors';
import { phrase } from '../../shared/i18n/text';
import { isDependencyOutage } from '../platform/dependency-outage';
import { DomainError } from '../platform/errors';
import { callerLocale } from './caller-locale';
import { translatedIn } from '../platform/language';
import { jsonResponse } from './json-response';
import { logger } from '../platform/logger';
import type { PortalMiddleware } from './request-context';

const GENERIC_FAILURE = phrase('Something went wrong on our side. Please try again in a moment.');
export const SERVICE_UNAVAILABLE = phrase('The portal cannot reach its data just now. Please try again in a moment.');
/** Seconds a client should wait before trying again after a 503. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one error mapper, used first so that its onError runs last. Domain errors are answered as
 * they are; an outage of DynamoDB or Cognito is a 503 the caller may retry; anything else is
 * logged with its cause and answered with a generic message. Every message is in the caller's
 * language; the code stays the same in every language.
 */
export function errorMapper(): PortalMiddleware {
  return {
    onError: (request) => {
      const { error } = request;
      const locale = callerLocale(request.event);
      const answered = (errors: ApiError[]) =>
        errors.map((apiError) => ({ ...apiError, detail: translatedIn(locale, apiError.detail) }));
      if (error instanceof DomainError) {
        logger.info('request refused', { status: error.status, code: error.code, detail: error.detail });
        request.response = jsonResponse(error.status, { errors: answered(error.toApiErrors()) });
        return;
      }
      if (isDependencyOutage(error)) {
        // A warning, not an error: nothing of ours failed, and the 503s show in the API's metrics.
        logger.warn('a service the request needs is unavailable', error as Error);
        request.response = jsonResponse(
          503,
          {
            errors: answered([{ status: '503', code: 'service-unavailable', detail: SERVICE_UNAVAILABLE }]),
          },
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        );
        return;
      }
      logger.error('request failed', error as Error);
      request.response = jsonResponse(500, {
        errors: answered([{ status: '500', code: 'internal', detail: GENERIC_FAILURE }]),
      });
    },
  };
}
