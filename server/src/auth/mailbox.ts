import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { MailSender, OutgoingMail } from './outgoingMail';

export interface DeliveredMail extends OutgoingMail {
  id: string;
  /** RFC 3339, as the rest of the API writes times. */
  sentAt: string;
}

export interface MailboxOptions {
  /** At most this many messages are kept (the oldest go first), so a flood cannot exhaust memory. */
  capacity?: number;
  /** A file in the data folder that keeps the messages across restarts; none keeps them in memory only. */
  file?: string | null;
  /** Older messages are dropped when the file is read back: their links have expired anyway. */
  maxAgeMs?: number;
}

function readMessages(file: string, maxAgeMs: number): DeliveredMail[] {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(stored)) return [];
    const oldest = Date.now() - maxAgeMs;
    return (stored as DeliveredMail[]).filter(
      (mail) => typeof mail?.sentAt === 'string' && Date.parse(mail.sentAt) >= oldest,
    );
  } catch {
    // No file yet, or one that cannot be read: start with an empty mailbox.
    return [];
  }
}

/**
 * The local mail catcher (the Supabase CLI runs one for the same purpose): mail the
 * auth service sends is kept here and shown on the mailbox page. With a data folder
 * the messages also go to a file there (readable by its owner only, since they are
 * sign-in links), so a restart of `npm start` does not lose a link just sent.
 */
export class Mailbox implements MailSender {
  private readonly messages: DeliveredMail[];
  private readonly capacity: number;
  private readonly file: string | null;

  constructor(options: MailboxOptions = {}) {
    this.capacity = options.capacity ?? 200;
    this.file = options.file ?? null;
    this.messages = this.file ? readMessages(this.file, options.maxAgeMs ?? 3_600_000).slice(-this.capacity) : [];
  }

  async send(mail: OutgoingMail): Promise<void> {
    this.messages.push({ ...mail, id: randomUUID(), sentAt: new Date().toISOString() });
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
    if (this.file) this.save(this.file);
  }

  /** Written whole and renamed, so a crash never leaves half a file; a failure only costs the copy on disk. */
  private save(file: string): void {
    const partial = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(partial, JSON.stringify(this.messages), { mode: 0o600 });
      renameSync(partial, file);
    } catch (error) {
      console.error('auth: the mailbox could not be saved to the data folder', error);
    }
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string): DeliveredMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((mail) => wanted === undefined || mail.to === wanted).reverse();
  }
}
