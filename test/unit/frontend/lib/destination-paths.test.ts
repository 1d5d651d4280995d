import { describe, expect, it } from 'vitest';
import { postLoginHref, USER_MENU_DESTINATION_PATHS } from '../../../../frontend/src/lib/destination-paths';

describe('destination paths', () => {
  it('sends each user menu destination to its page of the SPA', () => {
    // Act
    const menuPaths = USER_MENU_DESTINATION_PATHS;

    // Assess
    expect(menuPaths).toEqual({
      account: '/account',
      'account-subscriptions': '/account/subscriptions',
      'add-child-account': '/account/add-child',
      'admin-console': '/admin',
      'family-management': '/parent',
      'school-management': '/teacher',
      'claim-code': '/retail-activation',
      library: '/library',
      'contact-us': '/contact-us',
      login: '/auth/login',
    });
  });

  it('sends staff to the console after login, and everyone else to the library with the service asked for', () => {
    // Act
    const staff = postLoginHref('admin-console', '2');
    const others = postLoginHref('library', '2');
    const othersWithoutService = postLoginHref('library', null);

    // Assess
    expect(staff).toBe('/admin');
    expect(others).toBe('/library?serviceId=2');
    expect(othersWithoutService).toBe('/library');
  });

  it('encodes a query value as a URI component, a space as %20', () => {
    // Act
    const href = postLoginHref('library', 'maths & more/2');

    // Assess
    expect(href).toBe('/library?serviceId=maths%20%26%20more%2F2');
  });
});
