import { describe, expect, it } from 'vitest';
import { OPENING_HOURS, OPENING_HOURS_TRANSLATIONS } from '../../../../shared/constants';
import { openingHoursIn } from '../../../../frontend/src/config/opening-hours';

const contact = {
  phone: '+61 2 5550 1234',
  fax: '',
  postalAddress: '',
  openingHours: OPENING_HOURS,
  openingHoursTranslations: { es: OPENING_HOURS_TRANSLATIONS.es },
};

describe('openingHoursIn', () => {
  it('gives the hours in the language the operator wrote them for', () => {
    expect(openingHoursIn(contact, 'es')).toBe('de 9:00 a 17:00, de lunes a viernes, hora de Sídney');
  });

  it('gives the English for a language without them, for English and for a code it does not know', () => {
    expect(openingHoursIn(contact, 'fr')).toBe(OPENING_HOURS);
    expect(openingHoursIn(contact, 'en')).toBe(OPENING_HOURS);
    expect(openingHoursIn(contact, 'toString')).toBe(OPENING_HOURS);
  });
});
