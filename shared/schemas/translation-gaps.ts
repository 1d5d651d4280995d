import * as z from 'zod/mini';

/**
 * What the portal lacks in each language (docs/using/languages.md 'Filling in the library's
 * texts': staff see which catalogue entries and library texts are missing per language). The catalogue counts and the
 * static pages are worked out when the catalogues are compiled (bin/i18n/write-translation-gaps.ts);
 * the apps are read from the library as it is.
 */
export const translationGapsFileSchema = z.object({
  /** Per language, per catalogue part: how many of English's messages it has no text for. */
  catalogues: z.record(z.string(), z.record(z.string(), z.number())),
  /** The number of messages of each part in English. */
  englishMessages: z.record(z.string(), z.number()),
  /** The site's static pages (content/html/page/) and the languages each has a version in. */
  pages: z.array(z.object({ name: z.string(), languages: z.array(z.string()) })),
});
export type TranslationGapsFile = z.infer<typeof translationGapsFileSchema>;

const missingAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Which of its texts the language lacks. */
  missing: z.array(z.enum(['name', 'description'])),
});

export const languageGapsSchema = z.object({
  locale: z.string(),
  /** Catalogue entries without a text in this language, all parts together, and per part that lacks any. */
  missingMessages: z.number(),
  totalMessages: z.number(),
  parts: z.array(z.object({ part: z.string(), missing: z.number() })),
  apps: z.array(missingAppSchema),
  /** The static pages with no version in this language (English shows). */
  pages: z.array(z.string()),
});
export type LanguageGaps = z.infer<typeof languageGapsSchema>;

export const translationGapsResponseSchema = z.object({ languages: z.array(languageGapsSchema) });
export type TranslationGapsResponse = z.infer<typeof translationGapsResponseSchema>;
