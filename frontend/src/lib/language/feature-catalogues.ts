import type { Messages } from '@lingui/core';

/**
 * The other parts of each language's catalogue (the lazy features', lib/language/catalogues.ts),
 * a chunk each. This map of their chunks, one entry a language and part, is a lazy chunk of its
 * own: the first page needs only its own part (docs/benchmarks.md, web).
 */
export const FEATURE_CATALOGUE_MODULES = import.meta.glob<{ messages: Messages }>([
  '../../../../shared/i18n/catalogues/*/spa/*.ts',
  '!../../../../shared/i18n/catalogues/*/spa/common.ts',
]);
