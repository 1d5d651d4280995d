import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as spanish } from '../../../../shared/i18n/catalogues/es/teacher';
import { classTitle, deletedMessage, shortDate } from '../../../../frontend/src/features/teacher/class-format';
import { teacherActions } from '../../../../frontend/src/features/teacher/teacher-actions';
import { STEP_TITLES } from '../../../../frontend/src/features/teacher/student-import/wizard-steps';

// The rules' words follow the portal's language once one is active (the SPA activates it before
// the first render); their other unit tests read them in English, before any is.
describe('the teacher area in the portal language', () => {
  beforeAll(() => {
    // Prepare
    i18n.load('es', spanish);
    i18n.activate('es');
  });
  afterAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });

  it('says the rules in Spanish, counts as plurals', () => {
    // Act
    const one = deletedMessage(1);
    const many = deletedMessage(3);
    const title = classTitle({
      classGroup: { name: '4A' },
      school: { name: 'Hill School' },
      otherSchool: true,
    } as never);

    // Assess
    expect(one).toBe('Se ha eliminado 1 alumno.');
    expect(many).toBe('Se han eliminado 3 alumnos.');
    expect(title).toBe('Hill School - Clase: 4A');
    expect(STEP_TITLES.match).toBe('Paso 3. Emparejar');
    expect(teacherActions([], null).adminLabel).toBe('Add/Remove Administrator');
  });

  it("writes a list's last login as Intl does in the language, English as before", () => {
    // Prepare
    const at = new Date(2026, 2, 5, 12).toISOString();

    // Act
    const spanishDate = shortDate(at, 'es');
    const englishDate = shortDate(at, 'en');

    // Assess
    expect(spanishDate).toBe(
      new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: '2-digit' }).format(new Date(at)),
    );
    expect(englishDate).toBe('5 Mar ’26');
  });
});
