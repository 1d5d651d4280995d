import type { AccountStatus } from './user';

/**
 * What a call with a still-unexpired token of a revoked account is told (HTTP 401). A module of its
 * own, without schemas: the first page says it when a session ends, and a module the first page
 * imports from lands in the first page whole, zod with it (docs/benchmarks.md, web).
 */
export const ACCOUNT_REVOKED_MESSAGES: Record<Exclude<AccountStatus, 'active'>, string> = {
  disabled: 'Your account has been disabled. Please contact us if you think this is a mistake.',
  deleted: 'This account has been deleted.',
};
