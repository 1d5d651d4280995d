import { describe, expect, it } from 'vitest';
import { quotableServices, quoteFieldOf } from '../../../../frontend/src/features/school-quote/quote-form-rules';
import { aService } from '../../rules/fixtures';

describe('quotableServices', () => {
  it('keeps only enabled, integrated, paid apps', () => {
    // Prepare
    const services = [
      aService({ id: '1' }),
      aService({ id: '2', free: true }),
      aService({ id: '3', integrated: false }),
      aService({ id: '4', enabled: false }),
    ];

    // Act
    const quotable = quotableServices(services);

    // Assess
    expect(quotable.map((service) => service.id)).toEqual(['1']);
  });
});

describe('quoteFieldOf', () => {
  it('puts an error about one title on the titles', () => {
    expect(quoteFieldOf('services.1')).toBe('services');
    expect(quoteFieldOf('services')).toBe('services');
  });

  it('keeps the nested fields of the school and the contact', () => {
    expect(quoteFieldOf('school.size')).toBe('school.size');
    expect(quoteFieldOf('user.email')).toBe('user.email');
  });

  it('leaves fields the form does not have to the alert', () => {
    expect(quoteFieldOf('trial')).toBeNull();
    expect(quoteFieldOf('school')).toBeNull();
  });
});
