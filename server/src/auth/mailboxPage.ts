/** The local mailbox as a page: every message the backend "sent", newest first, with its link. */
import { escapeHtml } from './localGooglePage';
import type { DeliveredMail } from './mailbox';

function messageHtml(mail: DeliveredMail): string {
  return `<li class="message">
  <p class="meta"><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time>
    · To <strong>${escapeHtml(mail.to)}</strong></p>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.subject)}: open the link</a></p>
  <p class="code">Code: <code>${escapeHtml(mail.token)}</code></p>
</li>`;
}

export function mailboxHtml(messages: readonly DeliveredMail[], selfUrl: string): string {
  const list =
    messages.length === 0
      ? '<p>No mail yet. Ask for a reset link or a magic link, then reload this page.</p>'
      : `<ol class="messages">${messages.map(messageHtml).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Local mailbox · Mentoria</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  .messages { list-style: none; padding: 0; }
  .message { border: 1px solid #8886; border-radius: 0.5rem; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  .message h2 { font-size: 1.1rem; margin: 0.25rem 0; }
  .meta, .code { margin: 0; font-size: 0.9rem; }
  a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Mail the local backend would have sent, newest first. It is shown only on this computer.
  <a href="${escapeHtml(selfUrl)}">Reload</a></p>
${list}
</body>
</html>`;
}
