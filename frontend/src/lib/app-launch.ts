import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';
import type { LaunchTicketRequest } from '../../../shared/schemas/app-launch';
import { apiRequest, isApiRequestError } from './api-client';

/**
 * Opens an app through the portal's sign-on: a single-use launch ticket asked for with the
 * session's token (a page of another site cannot get one), then posted in a form to the sign-on
 * page, which posts the app's signed SAML Response on. The ticket never appears in an address.
 * Loaded on the first click, so the library's first page does not carry it.
 */
export async function launchApp(request: LaunchTicketRequest): Promise<void> {
  const { ticket, launchUrl } = await apiRequest(appLaunchEndpoints.createLaunchTicket, { body: request });
  postTicket(launchUrl, ticket);
}

/** Leaves the page by posting `ticket` to a launch page of the API (a form, so it never appears in an address). */
export function postTicket(launchUrl: string, ticket: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = launchUrl;
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'ticket';
  field.value = ticket;
  form.append(field);
  document.body.append(form);
  form.submit();
}

/** Why a launch was refused, as the API said it (no access, Coming Soon, not set up), or a general failure. */
export function launchFailureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status !== 401 && error.errors[0]?.detail) return error.errors[0].detail;
  return 'The app could not be opened. Please try again.';
}
