import * as z from 'zod/mini';

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
  members: 'it has teachers or students (move them, or merge the school into another)',
  administrators: 'it has district administrators (take them off it)',
  classes: 'it has classes',
  services: 'it has app subscriptions or trials (end them on the Subscriptions tab)',
  dataLink: 'it is linked to a data source (unlink it on the Data Link tab)',
  schoolSignOn: 'it signs in through a school system (take it off the provider)',
  imports: 'it has SMART Tool imports on record',
  busy: 'a merge or an import of it is under way',
};

export const SCHOOL_DELETION_MESSAGES = {
  blocked: (ties: readonly SchoolTie[]) =>
    `This school cannot be deleted while ${ties.map((tie) => SCHOOL_TIE_TEXT[tie]).join('; ')}.`,
  deleted: (name: string) => `${name} was deleted.`,
} as const;

export const schoolDeletedSchema = z.object({
  deleted: z.object({ id: z.string(), name: z.string(), code: z.string() }),
});
export type SchoolDeleted = z.infer<typeof schoolDeletedSchema>;
