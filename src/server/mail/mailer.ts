import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { makeTreePrivate } from '../files/private-files.ts';

export interface OutgoingMail {
  /** Stable across retries, so a receiving server can drop a second copy. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox-files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  // Messages written by an earlier version (mode 644) are closed up too.
  makeTreePrivate(outbox);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox-files',
    async send(mail) {
      const info = await transport.sendMail(mail);
      // Signed PDFs and customer details: only the app's user may read them (folder 700, files 600).
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      await chmod(outbox, 0o700);
      const safeId = mail.messageId.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(outbox, `${safeId}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // writeFile's mode applies only to a new file: a rewritten one keeps its old mode otherwise.
      await chmod(file, 0o600);
    },
    close: () => transport.close(),
  };
}
