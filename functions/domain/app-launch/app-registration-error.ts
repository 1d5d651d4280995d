/**
 * Why an app's registration (SAML service-provider metadata, LTI tool settings) cannot be taken.
 * In a file of its own so LTI's settings can refuse with it without carrying samlify.
 */
export class AppRegistrationError extends Error {}
