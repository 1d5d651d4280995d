import type { Service } from '../../../../shared/schemas/service';

/** The titles a school can ask a quote for: enabled, integrated, paid apps (what the API accepts). */
export function quotableServices(services: readonly Service[]): Service[] {
  return services.filter((service) => service.enabled && service.integrated && !service.free);
}

export const QUOTE_FORM_FIELDS = [
  'services',
  'school.name',
  'school.city',
  'school.size',
  'user.title',
  'user.firstName',
  'user.lastName',
  'user.email',
  'user.phone',
] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

/**
 * The form field a 422 error belongs to: the API's dotted pointer path ('school.size'), with an
 * error about one title ('services.2') shown on the titles.
 */
export function quoteFieldOf(path: string): QuoteFormField | null {
  const field = path.startsWith('services.') ? 'services' : path;
  return (QUOTE_FORM_FIELDS as readonly string[]).includes(field) ? (field as QuoteFormField) : null;
}
