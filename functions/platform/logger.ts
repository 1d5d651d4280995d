import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every function; the level comes from POWERTOOLS_LOG_LEVEL or LOG_LEVEL. */
export const logger = new Logger({ serviceName: 'portal' });
