import * as z from 'zod/mini';
import { singleLineText } from './common';
import { schoolIdParamsSchema } from './schools';
import { icu, phrase } from '../i18n/text';

/**
 * Import Teachers - SAML (school-and-family §2, §3 saml-import, §5, §7 account-match-export, §8):
 * a school that signs in through a school system (SAML) loads a file of its teachers' NameIDs.
 * Save answers a preview and changes nothing; confirm carries out the same plan.
 */
export const SAML_IMPORT_MESSAGES = {
  /** §8: the SPA's fallback when an import fails without a message of its own. */
  failed: 'Failed to import teachers',
  noProvider:
    'This school does not sign in through a school system (SAML), so its teachers cannot be imported from one.',
  unknownProvider: 'Unknown SAML Identity Provider',
  administratorsOnly: "Only the school's administrators can import teachers from the school's sign-on system.",
  exportAdministratorsOnly: "Only the schools' administrators can export the school system's account matches.",
  multiSchoolNeedsSeveral:
    'The multi-school import is only for a school system with several schools; this one has one school.',
  stalePreview:
    "The school's teachers changed since this preview was made. Please choose the file again to see a new preview before confirming.",
  fileTooLarge: (maxCharacters: number) =>
    icu('The file is too large: files of up to {maxCharacters, number} characters can be imported.', {
      maxCharacters,
    }),
  // ICU quotes with apostrophes: '' is one apostrophe, so '{value}' reads as 'value' in every language.
  unknownSchool: (row: number, value: string, provider: string) =>
    icu("Row {row}: School ''{value}'' is not one of the schools of {provider}.", { row, value, provider }),
  notYourSchool: (row: number, school: string) =>
    icu('Row {row}: you are not an administrator of {school}, so its teachers cannot be imported.', { row, school }),
  nameIdOfAnotherAccount: (row: number, nameId: string) =>
    icu(
      "Row {row}: NameID ''{nameId}'' is linked to an account that is not a teacher of this school; it cannot be imported here.",
      { row, nameId },
    ),
  emailOfAnotherAccount: (row: number, email: string) =>
    icu(
      "Row {row}: ''{email}'' is the username of an account that is not a teacher of this school; it cannot be imported here.",
      { row, email },
    ),
  linkedToOtherNameId: (row: number, email: string) =>
    icu(
      "Row {row}: the teacher ''{email}'' is already linked to another NameID of this school system; a NameID never changes, so correct the file.",
      { row, email },
    ),
  centralIdUnknown: (row: number, centralId: string) =>
    icu("Row {row}: Central ID ''{centralId}'' is not a teacher of this school.", { row, centralId }),
  sameAccountTwice: (rows: readonly number[]) =>
    icu('Rows {rows} would all link the same account; each account can have one NameID.', { rows: rows.join(', ') }),
  /** What the confirmation says about teachers missing from the file. */
  unlinkedExplained:
    'Teachers of the school who are linked to the school system but are not in the file are unlinked: their accounts, classes and any password stay; they can no longer sign in through the school system until a later import links them again.',
} as const;

/** How big a file the API reads (the text of a CSV; 2 MB is some 20,000 teachers). */
export const MAX_SAML_IMPORT_CHARACTERS = 2_000_000;

export const samlImportParamsSchema = schoolIdParamsSchema;

export const samlImportRequestSchema = z.object({
  fileName: singleLineText({ label: phrase('file name'), max: 255, required: phrase('Please select a file.') }),
  fileData: z
    .string({ error: phrase('Please select a file.') })
    // Made when a file is checked, in the language of that moment (not when the module loads).
    .check(
      z.maxLength(MAX_SAML_IMPORT_CHARACTERS, {
        error: () => SAML_IMPORT_MESSAGES.fileTooLarge(MAX_SAML_IMPORT_CHARACTERS),
      }),
    ),
  /** A multi-school import: the School column names each row's school (a school system with several schools only). */
  multiSchool: z._default(z.boolean(), false),
});
export type SamlImportRequest = z.input<typeof samlImportRequestSchema>;

export const samlImportConfirmSchema = z.extend(samlImportRequestSchema, {
  /** The preview's token: the confirmation is refused when the school changed since. */
  previewToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SamlImportConfirm = z.input<typeof samlImportConfirmSchema>;

const exampleSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.nullable(z.string()),
  nameId: z.string(),
});
export type SamlImportExample = z.infer<typeof exampleSchema>;

/** The spec's saml-import result with the counts of the confirmation (§2), for the preview and the confirmed import alike. */
export const samlImportResultSchema = z.object({
  samlIdp: z.object({ id: z.string(), name: z.string() }),
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Whether the import was carried out (false: a preview). */
  applied: z.boolean(),
  /** Teachers of the school(s) linked to the school system before the import. */
  totalAccountsBeforeImport: z.int(),
  /** New SAML-only teacher accounts. */
  added: z.int(),
  /** Existing teachers linked by their email or Central ID. */
  linked: z.int(),
  /** Rows whose NameID is linked already to a teacher of the school: unchanged. */
  persisted: z.int(),
  /** Rows of other schools, left out of a single-school import. */
  excluded: z.int(),
  /** Accounts deleted: always 0, an import never deletes an account (see unlinked). */
  removed: z.int(),
  /** Teachers linked to the school system but not in the file: their link is removed, their account stays. */
  unlinked: z.int(),
  totalAccountsAfterImport: z.int(),
  addedExamples: z.array(exampleSchema),
  linkedExamples: z.array(exampleSchema),
  unlinkedExamples: z.array(exampleSchema),
  /** The file's warnings (unrecognised columns, repeated values). */
  warnings: z.array(z.string()),
  /** Given back to confirm: it names the state of the school the preview was made from. */
  previewToken: z.string(),
});
export type SamlImportResult = z.infer<typeof samlImportResultSchema>;

/**
 * The page's setup: the school's provider (null when the school has none: the import and its
 * button are not offered) and its schools (the multi-school checkbox is offered when there are several).
 */
export const samlImportSetupSchema = z.object({
  samlIdp: z.nullable(z.object({ id: z.string(), name: z.string() })),
  school: z.object({ id: z.string(), name: z.string() }),
  /** The provider's schools: samlSchoolValue is what a School column names (the school's id; its name is accepted too). */
  schools: z.array(z.object({ id: z.string(), name: z.string(), samlSchoolValue: z.string() })),
});
export type SamlImportSetup = z.infer<typeof samlImportSetupSchema>;

export const accountMatchExportParamsSchema = z.object({
  samlIdpId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export const accountMatchExportQuerySchema = z.object({
  'school-role': z.enum(['teacher'], { error: phrase('The account-match export is for school-role=teacher.') }),
  school: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
