import { AsyncLocalStorage } from 'node:async_hooks';

/** Who really acts while a call acts as another user (shared/schemas/acting-as.ts). */
export interface ActingScope {
  actorId: string;
  subjectId: string;
}

const scope = new AsyncLocalStorage<ActingScope>();

/**
 * Runs a handler knowing whom it acts for: the audit trail (functions/domain/core/audit/audit.ts) reads it,
 * so every action done while acting records the real actor and the effective user without each
 * call site having to pass both.
 */
export function runActing<T>(acting: ActingScope | null, run: () => T): T {
  return acting ? scope.run({ actorId: acting.actorId, subjectId: acting.subjectId }, run) : run();
}

export function currentActingScope(): ActingScope | null {
  return scope.getStore() ?? null;
}
