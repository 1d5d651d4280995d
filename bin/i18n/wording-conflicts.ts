/** One entry of a catalogue part: its English, its Lingui context if any, and its translation. */
export interface PartEntry {
  message: string;
  context?: string;
  translation?: string;
}

/** A message worded differently in some parts of one language: each part's wording. */
export interface WordingConflict {
  message: string;
  context?: string;
  wordings: Record<string, string>;
}

/**
 * The messages of one language that its parts word differently. Lingui keeps one translation per
 * message (its English and context) and language, and a page merges the parts it loaded, so two
 * wordings would make what a person reads depend on which parts came first
 * (docs/developing.md "Adding a message or a language"). A message meant otherwise in one place
 * takes a context and so is another message; an untranslated entry is no wording.
 */
export function wordingConflicts(parts: Record<string, PartEntry[]>): WordingConflict[] {
  const byMessage = new Map<string, WordingConflict>();
  for (const [part, entries] of Object.entries(parts)) {
    for (const { message, context, translation } of entries) {
      if (!message || !translation) continue;
      const key = `${context ?? ''}\u0004${message}`;
      const seen = byMessage.get(key) ?? { message, ...(context ? { context } : {}), wordings: {} };
      seen.wordings[part] = translation;
      byMessage.set(key, seen);
    }
  }
  return [...byMessage.values()].filter(({ wordings }) => new Set(Object.values(wordings)).size > 1);
}

/** One line a person can act on: the language, the message and each part's wording. */
export function describeConflict(locale: string, { message, context, wordings }: WordingConflict): string {
  const where = Object.entries(wordings)
    .map(([part, wording]) => `${part}: "${wording}"`)
    .join(', ');
  return `${locale}: "${message}"${context ? ` (context "${context}")` : ''} is worded differently: ${where}`;
}
