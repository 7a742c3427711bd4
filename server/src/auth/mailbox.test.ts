import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkMail } from './linkMails';
import { Mailbox } from './mailbox';
import { mailboxHtml } from './mailboxPage';

const mailTo = (to: string, n = 0) =>
  linkMail('recovery', to, `http://127.0.0.1:54321/auth/v1/verify?token=t${n}`, '123456');

describe('the local mailbox', () => {
  it('lists the newest message first, for everyone or for one address', async () => {
    const mailbox = new Mailbox();
    await mailbox.send(mailTo('a@example.test', 1));
    await mailbox.send(mailTo('b@example.test', 2));
    await mailbox.send(mailTo('a@example.test', 3));
    expect(mailbox.list().map((mail) => mail.link.slice(-2))).toEqual(['t3', 't2', 't1']);
    expect(mailbox.list('A@example.test ').map((mail) => mail.link.slice(-2))).toEqual(['t3', 't1']);
  });

  it('keeps only its latest messages, so a flood cannot fill the memory', async () => {
    const mailbox = new Mailbox({ capacity: 3 });
    for (let n = 0; n < 10; n++) await mailbox.send(mailTo('a@example.test', n));
    expect(mailbox.list().map((mail) => mail.link.slice(-2))).toEqual(['t9', 't8', 't7']);
  });

  it('renders every message with its link, escaping what it shows', async () => {
    const mailbox = new Mailbox();
    await mailbox.send(linkMail('magiclink', "o'hara&co@example.test", 'http://127.0.0.1/verify?a=1&b="x"', '000111'));
    const html = mailboxHtml(mailbox.list(), '/auth/v1/mailbox');
    expect(html).toContain('o&#39;hara&amp;co@example.test');
    expect(html).toContain('href="http://127.0.0.1/verify?a=1&amp;b=&quot;x&quot;"');
    expect(html).not.toContain('"x"');
    expect(mailboxHtml([], '/auth/v1/mailbox')).toContain('No mail yet');
  });

  it('with a data folder, keeps its messages across a restart, readable by its owner only, dropping expired ones', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mailbox-'));
    try {
      const file = join(folder, 'mailbox.json');
      await new Mailbox({ file }).send(mailTo('a@example.test', 1));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(new Mailbox({ file }).list().map((mail) => mail.to)).toEqual(['a@example.test']);

      const old = { ...mailTo('b@example.test'), id: 'x', sentAt: new Date(Date.now() - 7_200_000).toISOString() };
      writeFileSync(file, JSON.stringify([old]));
      expect(new Mailbox({ file, maxAgeMs: 3_600_000 }).list()).toEqual([]);
      writeFileSync(file, 'not json');
      expect(new Mailbox({ file }).list()).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
