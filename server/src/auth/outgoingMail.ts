/**
 * Mail the auth service sends (reset links, magic links, invitations, confirmations).
 * The local backend hands it to its own mailbox; a hosted project sends real mail
 * through Supabase's mailer, which is not this code's concern.
 */
export type EmailLinkType = 'signup' | 'invite' | 'magiclink' | 'recovery';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The message as GoTrue's default templates word it, with the link. */
  html: string;
  text: string;
  type: EmailLinkType;
  /** The link to follow (…/auth/v1/verify?token=…). */
  link: string;
  /** The one-time code that verifyOtp also accepts with the email address. */
  token: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
