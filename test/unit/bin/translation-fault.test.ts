import { describe, expect, it } from 'vitest';
import { translationFault } from '../../../bin/i18n/translation-fault';

describe('the catalogue check of a translation', () => {
  it('passes a translation with the English placeholders, in any order and plural shape', () => {
    expect(translationFault('{name} would be left without a teacher.', '{name} se quedaría sin docente.')).toBeNull();
    expect(
      translationFault(
        '{count, plural, one {# student} other {# students}} in {className}',
        '{className} فيه {count, plural, zero {لا طلاب} one {طالب واحد} two {طالبان} few {# طلاب} many {# طالبًا} other {# طالب}}',
      ),
    ).toBeNull();
  });

  it('names a placeholder the translation lacks, and one it invents', () => {
    expect(translationFault('Hello {name}', 'Bonjour {nom}')).toBe(
      'lacks {name} and names {nom}, which the English does not',
    );
    expect(translationFault('{count} students', 'des élèves')).toBe('lacks {count}');
  });

  it('names a translation that is not ICU MessageFormat', () => {
    expect(translationFault('Hello {name}', 'Hola {name')).toMatch(/^does not parse/);
  });
});
