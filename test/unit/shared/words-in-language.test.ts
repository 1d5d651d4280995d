import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../functions/platform/language';
import { ACCOUNT_TYPES, TITLES, titleLabel } from '../../../shared/constants';
import { translated } from '../../../shared/i18n/text';
import { PASSWORD_SHOWN, repeatedInWords } from '../../../shared/rules/history-groups';
import { EMAIL_LIST_ROLES } from '../../../shared/schemas/email-tools';
import { STUDENT_RESET_NOTE } from '../../../shared/schemas/password';
import { SCHOOL_SIZES, schoolSizeLabel } from '../../../shared/schemas/school-access';

/**
 * The contract's fixed words (titles, account types, school sizes, e-mail list audiences, the
 * student reset note) in the reader's language: keyed by their English, the stored values unchanged.
 */
describe("the contract's choices in the reader's language", () => {
  it('names each title in the language, keeping the English code as the value', () => {
    expect(TITLES.map(titleLabel)).toEqual(['Mr.', 'Ms.', 'Mrs.', 'Miss', 'Dr.']);
    expect(inLocale('es', () => titleLabel('Mr.'))).toBe('Sr.');
    expect(inLocale('fr', () => titleLabel('Miss'))).toBe('Mlle');
    expect(inLocale('zh-Hans', () => titleLabel('Ms.'))).toBe('女士');
    // Each language tells every title apart.
    for (const locale of ['es', 'fr', 'ar', 'zh-Hans'] as const)
      expect(new Set(inLocale(locale, () => TITLES.map(titleLabel))).size).toBe(TITLES.length);
  });

  it('says Parent/Guardian, the audiences and the student reset note in the language', () => {
    const parent = ACCOUNT_TYPES.find((type) => type.value === 'parent');
    expect(inLocale('es', () => translated(parent?.label ?? ''))).toBe('Madre, padre o tutor');
    expect(inLocale('ar', () => EMAIL_LIST_ROLES.map((role) => translated(role.label)))).not.toContain(
      'Teachers & School Admins',
    );
    expect(inLocale('fr', () => translated(STUDENT_RESET_NOTE))).toMatch(/^Élèves/);
  });

  it('keeps the ranges of school sizes as numbers and words the last one', () => {
    expect(inLocale('es', () => SCHOOL_SIZES.map(schoolSizeLabel)).slice(0, 2)).toEqual(['1-25', '26-50']);
    expect(inLocale('es', () => schoolSizeLabel('1501 and Above Students'))).toBe('1501 alumnos o más');
    expect(schoolSizeLabel('1501 and Above Students')).toBe('1501 and Above Students');
  });

  it('names a password showing and how many times it was repeated in the language', () => {
    expect(repeatedInWords(translated(PASSWORD_SHOWN), 5)).toBe('Password shown 5 times');
    expect(inLocale('es', () => repeatedInWords(translated(PASSWORD_SHOWN), 5))).toBe('Contraseña mostrada (5 veces)');
    expect(inLocale('fr', () => repeatedInWords(translated(PASSWORD_SHOWN), 1))).toBe('Mot de passe affiché');
  });
});
