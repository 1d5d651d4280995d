import * as z from 'zod';

/** Every error answer of the API: a JSON:API-style list; 422s carry a pointer into the payload. */
export const apiErrorSchema = z.object({
  status: z.string(),
  code: z.string().optional(),
  title: z.string().optional(),
  detail: z.string(),
  source: z.object({ pointer: z.string() }).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorResponseSchema = z.object({ errors: z.array(apiErrorSchema).min(1) });
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;

/** `/data/attributes/email` → `email`; nested pointers keep their dotted path. */
export function fieldOfPointer(pointer: string): string | null {
  const match = /^\/data\/attributes\/(.+)$/.exec(pointer);
  return match?.[1] ? match[1].split('/').join('.') : null;
}
