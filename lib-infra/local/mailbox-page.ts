import type { IncomingMessage, ServerResponse } from 'node:http';
import { listOutbox, type OutboxMail } from '../../functions/adapters/mail/outbox';
import { escapeHtml } from '../../shared/rules/escape-html';

/** The local-only pages of the twin live under this prefix; none of them exists in AWS. */
export const LOCAL_PAGES_PREFIX = '/_local/';
export const MAILBOX_PATH = '/_local/mail';


/** The plain-text part with its web addresses as links (escaped: the text is the sender's, not ours). */
function textWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, position) => (position % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function mailArticle(mail: OutboxMail, position: number): string {
  const headingId = `mail-${position}`;
  return [
    `<article aria-labelledby="${headingId}">`,
    `<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>`,
    `<p>To: ${escapeHtml(mail.to)}<br>${mail.replyTo ? `Reply-To: ${escapeHtml(mail.replyTo)}<br>` : ''}Sent: <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></p>`,
    `<pre>${textWithLinks(mail.text)}</pre>`,
    '</article>',
  ].join('\n');
}

/** The mailbox page: every mail of the local outbox, newest first, showing its plain-text part. */
export function mailboxHtml(mails: readonly OutboxMail[]): string {
  const body = mails.length ? mails.map(mailArticle).join('\n<hr>\n') : '<p>No mail has been sent yet.</p>';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title></head>',
    '<body>',
    '<main>',
    '<h1>Local mailbox</h1>',
    `<p>Mail the portal sent while running locally (${mails.length}), newest first. In AWS this mail goes out through SES.</p>`,
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The twin's local-only pages (ARCHITECTURE.md): for now the mailbox. Answers whether it served
 * the path; the gateway answers 404 for other /_local/ paths.
 */
export function localPages(options: { mailOutboxDir: string }) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname !== MAILBOX_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const html = mailboxHtml(await listOutbox(options.mailOutboxDir));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : html);
    return true;
  };
}
