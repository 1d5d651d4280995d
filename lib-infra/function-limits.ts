/**
 * How long a route's Lambda may run, read by the CDK (lib-infra/api/route-functions-stack.ts) and
 * by the twin's gateway (lib-infra/local/lambda-limits.ts), so the twin stops a route when AWS
 * would. Below API Gateway's 30 s integration limit, so a route that runs too long ends as a
 * Lambda timeout, not a gateway one. Work that may take longer is a job (ARCHITECTURE 'Jobs and
 * progress').
 */
export const ROUTE_FUNCTION_TIMEOUT_SECONDS = 15;
