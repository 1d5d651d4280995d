import type { IncomingMessage, ServerResponse } from 'node:http';
import { listOutbox, type OutboxMail } from '../../functions/adapters/mail/outbox';
import { escapeHtml } from '../../shared/rules/escape-html';
import {
  listLocalSuppression,
  removeLocalSuppression,
  reportDeliveryProblem,
} from '../../functions/adapters/mail-account/local';
import type { SuppressedDestination } from '../../functions/adapters/mail-account/port';
import { localStateDirs } from './state-dirs';
import { readForm, sameOrigin } from './local-forms';

/** The local-only pages of the twin live under this prefix; none of them exists in AWS. */
export const LOCAL_PAGES_PREFIX = '/_local/';
export const MAILBOX_PATH = '/_local/mail';
const SUPPRESS_PATH = '/_local/mail/suppress';
const UNSUPPRESS_PATH = '/_local/mail/unsuppress';

/** The plain-text part with its web addresses as links (escaped: the text is the sender's, not ours). */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, position) =>
      position % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/** A button that posts one address to one of the page's actions. */
function addressButton(action: string, email: string, fields: Record<string, string>, label: string): string {
  const hidden = Object.entries({ email, ...fields })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${action}">${hidden}<button type="submit">${escapeHtml(label)}</button></form>`;
}

function mailArticle(mail: OutboxMail, position: number): string {
  const headingId = `mail-${position}`;
  return [
    `<article aria-labelledby="${headingId}">`,
    `<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>`,
    `<p>To: ${escapeHtml(mail.to)}<br>${mail.replyTo ? `Reply-To: ${escapeHtml(mail.replyTo)}<br>` : ''}Sent: <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></p>`,
    `<p>${addressButton(SUPPRESS_PATH, mail.to, { reason: 'BOUNCE' }, `Bounce (mail to ${mail.to} bounced)`)} ${addressButton(SUPPRESS_PATH, mail.to, { reason: 'COMPLAINT' }, `Complaint (${mail.to} marked it as spam)`)}</p>`,
    `<pre>${textWithLinks(mail.text)}</pre>`,
    '</article>',
  ].join('\n');
}

function suppressionSection(list: readonly SuppressedDestination[]): string {
  const rows = list
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.email)}</td><td>${entry.reason}</td><td>${escapeHtml(entry.lastUpdated)}</td><td>${addressButton(UNSUPPRESS_PATH, entry.email, {}, `Remove ${entry.email}`)}</td></tr>`,
    )
    .join('\n');
  return [
    '<section aria-labelledby="suppression-heading">',
    '<h2 id="suppression-heading">Suppression list</h2>',
    '<p>As with SES, mail to an address on this list is not delivered and counts as a bounce.</p>',
    list.length
      ? `<table><thead><tr><th scope="col">Address</th><th scope="col">Reason</th><th scope="col">Since</th><th scope="col">Action</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No address is suppressed.</p>',
    '</section>',
  ].join('\n');
}

/** The mailbox page: every mail of the local outbox, newest first, showing its plain-text part, and the suppression list. */
export function mailboxHtml(mails: readonly OutboxMail[], suppressed: readonly SuppressedDestination[] = []): string {
  const body = mails.length ? mails.map(mailArticle).join('\n<hr>\n') : '<p>No mail has been sent yet.</p>';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title></head>',
    '<body>',
    '<main>',
    '<h1>Local mailbox</h1>',
    `<p>Mail the portal sent while running locally (${mails.length}), newest first. In AWS this mail goes out through SES.</p>`,
    suppressionSection(suppressed),
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The twin's mailbox (ARCHITECTURE.md local-only pages): the outbox, and the SES account state's
 * suppression list, where a mail can be bounced or complained about and an address taken off the
 * list. Answers whether it served the path; the gateway answers 404 for other /_local/ paths.
 */
export function localPages(options: { mailOutboxDir: string; mailStateDir?: string }) {
  const stateDir = options.mailStateDir ?? localStateDirs(options.mailOutboxDir).mailState;
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if ((pathname === SUPPRESS_PATH || pathname === UNSUPPRESS_PATH) && request.method === 'POST') {
      if (!sameOrigin(request)) {
        response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Only this page can change the suppression list.');
        return true;
      }
      const form = await readForm(request);
      const email = form.get('email') ?? '';
      const reason = form.get('reason');
      if (!email || (pathname === SUPPRESS_PATH && reason !== 'BOUNCE' && reason !== 'COMPLAINT')) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('An address and a reason (BOUNCE or COMPLAINT) are needed.');
        return true;
      }
      if (pathname === SUPPRESS_PATH) await reportDeliveryProblem(stateDir, email, reason as 'BOUNCE' | 'COMPLAINT');
      else await removeLocalSuppression(stateDir, email);
      response.writeHead(303, { location: MAILBOX_PATH });
      response.end();
      return true;
    }
    if (pathname !== MAILBOX_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const html = mailboxHtml(await listOutbox(options.mailOutboxDir), await listLocalSuppression(stateDir));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : html);
    return true;
  };
}
