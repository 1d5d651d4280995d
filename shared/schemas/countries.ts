import * as z from 'zod/mini';

export const stateSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  educationalSystem: z.nullable(z.string()),
});
export type State = z.infer<typeof stateSchema>;

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2 code, which is also the id. */
  id: z.string().check(z.length(2)),
  name: z.string(),
  currency: z.string(),
  contentCountry: z.string(),
  states: z.array(stateSchema),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListResponseSchema = z.object({ countries: z.array(countrySchema) });
