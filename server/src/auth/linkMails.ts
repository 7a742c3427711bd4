/** The wording of each link mail, after GoTrue's default templates. */
import { escapeHtml } from './localGooglePage';
import type { EmailLinkType, OutgoingMail } from './outgoingMail';

const WORDING: Record<EmailLinkType, { subject: string; heading: string; lead: string; action: string }> = {
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: 'Follow this link to login:',
    action: 'Log In',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create a user. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
};

export function linkMail(type: EmailLinkType, to: string, link: string, token: string): OutgoingMail {
  const words = WORDING[type];
  const html =
    `<h2>${escapeHtml(words.heading)}</h2><p>${escapeHtml(words.lead)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>` +
    `<p>Alternatively, enter the code: ${escapeHtml(token)}</p>`;
  const text = `${words.heading}\n\n${words.lead}\n${link}\n\nAlternatively, enter the code: ${token}\n`;
  return { to, subject: words.subject, html, text, type, link, token };
}
