import { describe, expect, it } from 'vitest';
import {
  appSignOnHref,
  postLoginHref,
  serviceDestinationHref,
  USER_MENU_DESTINATION_PATHS,
} from '../../../../frontend/src/lib/destination-paths';

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

  it('sends each service detail destination to the address the service detail has always linked to', () => {
    // Act
    const hrefs = {
      register: serviceDestinationHref({ page: 'register', serviceId: 'svc-1' }),
      login: serviceDestinationHref({ page: 'login', serviceId: 'svc-1' }),
      claimCode: serviceDestinationHref({ page: 'claim-code' }),
      subscribe: serviceDestinationHref({ page: 'subscribe', serviceId: 'svc-1' }),
      trial: serviceDestinationHref({ page: 'quote', serviceId: 'svc-1', trial: true }),
      quote: serviceDestinationHref({ page: 'quote', serviceId: 'svc-1', trial: false }),
      familyManagement: serviceDestinationHref({ page: 'family-management' }),
      signOn: serviceDestinationHref({ page: 'app-sign-on', serviceId: 'svc-1' }),
    };

    // Assess
    expect(hrefs).toEqual({
      register: '/auth/register?serviceId=svc-1',
      login: '/auth/login?service=svc-1',
      claimCode: '/retail-activation',
      subscribe: '/products/svc-1/subscribe',
      trial: '/school-quote?app=svc-1&trial=1',
      quote: '/school-quote?app=svc-1',
      familyManagement: '/parent',
      signOn: '/api/saml2/idp/login/svc-1',
    });
  });

  it('encodes a service id as a URI component wherever a service detail destination carries it', () => {
    // Prepare
    const serviceId = 'maths & more/2 (ü)';

    // Act
    const hrefs = {
      register: serviceDestinationHref({ page: 'register', serviceId }),
      login: serviceDestinationHref({ page: 'login', serviceId }),
      subscribe: serviceDestinationHref({ page: 'subscribe', serviceId }),
      trial: serviceDestinationHref({ page: 'quote', serviceId, trial: true }),
      quote: serviceDestinationHref({ page: 'quote', serviceId, trial: false }),
      signOn: serviceDestinationHref({ page: 'app-sign-on', serviceId }),
    };

    // Assess
    expect(hrefs).toEqual({
      register: '/auth/register?serviceId=maths%20%26%20more%2F2%20(%C3%BC)',
      login: '/auth/login?service=maths%20%26%20more%2F2%20(%C3%BC)',
      subscribe: '/products/maths%20%26%20more%2F2%20(%C3%BC)/subscribe',
      trial: '/school-quote?app=maths%20%26%20more%2F2%20(%C3%BC)&trial=1',
      quote: '/school-quote?app=maths%20%26%20more%2F2%20(%C3%BC)',
      signOn: '/api/saml2/idp/login/maths%20%26%20more%2F2%20(%C3%BC)',
    });
  });

  it("signs on to the app at the page given as the relay state, or at the app's start without one", () => {
    // Prepare
    const destination = { page: 'app-sign-on', serviceId: 'svc-1' } as const;

    // Act
    const withPage = appSignOnHref(destination, '/start here?class=7b&view=all');
    const withoutPage = appSignOnHref(destination, null);
    const withEmptyPage = appSignOnHref(destination, '');

    // Assess
    expect(withPage).toBe('/api/saml2/idp/login/svc-1?RelayState=%2Fstart%20here%3Fclass%3D7b%26view%3Dall');
    expect(withoutPage).toBe('/api/saml2/idp/login/svc-1');
    expect(withEmptyPage).toBe('/api/saml2/idp/login/svc-1');
  });
});
