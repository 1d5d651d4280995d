import * as z from 'zod/mini';
import { icu, phrase, translated } from '../i18n/text';

/** What still ties a school to people or records: Delete School (staff-console §6) is refused while any holds. */
export const SCHOOL_TIES = [
  'members',
  'administrators',
  'classes',
  'services',
  'dataLink',
  'schoolSignOn',
  'imports',
  'busy',
] as const;
export type SchoolTie = (typeof SCHOOL_TIES)[number];

/** Each tie as the refusal names it, with what to do about it. */
export const SCHOOL_TIE_TEXT: Record<SchoolTie, string> = {
  members: phrase('it has teachers or students (move them, or merge the school into another)'),
  administrators: phrase('it has district administrators (take them off it)'),
  classes: phrase('it has classes'),
  services: phrase('it has app subscriptions or trials (end them on the Subscriptions tab)'),
  dataLink: phrase('it is linked to a data source (unlink it on the Data Link tab)'),
  schoolSignOn: phrase('it signs in through a school system (take it off the provider)'),
  imports: phrase('it has SMART Tool imports on record'),
  busy: phrase('a merge or an import of it is under way'),
};

export const SCHOOL_DELETION_MESSAGES = {
  blocked: (ties: readonly SchoolTie[]) =>
    icu('This school cannot be deleted while {ties}.', {
      ties: ties.map((tie) => translated(SCHOOL_TIE_TEXT[tie])).join('; '),
    }),
  deleted: (name: string) => icu('{name} was deleted.', { name }),
} as const;

export const schoolDeletedSchema = z.object({
  deleted: z.object({ id: z.string(), name: z.string(), code: z.string() }),
});
export type SchoolDeleted = z.infer<typeof schoolDeletedSchema>;
