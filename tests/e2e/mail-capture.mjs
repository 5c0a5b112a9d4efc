// The browser tests' mail server (playwright.config.ts starts it before the site): a real SMTP server
// (smtp-server) that writes every message it receives as one JSON file, so a test can read the e-mail a
// visitor would get (a confirmation link) and act on it. Not part of the product.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CAPTURE_PORT);
const dir = process.env.MAIL_CAPTURE_DIR;
if (!port || !dir) throw new Error('MAIL_CAPTURE_PORT and MAIL_CAPTURE_DIR are required');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const file = join(dir, `${Date.now()}-${String(++count).padStart(6, '0')}.json`);
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: Object.fromEntries(
            mail.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()]),
          ),
        };
        // Written whole, then renamed: a reader never sees half a message.
        writeFileSync(`${file}.tmp`, JSON.stringify(message));
        renameSync(`${file}.tmp`, file);
      })
      .then(() => callback(), callback);
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
