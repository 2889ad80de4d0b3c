// The stack's local SMTP server (scripts/dev.mjs): accepts every message on 127.0.0.1:<port>
// and keeps it, as sent, in <folder>/<time>-<n>.eml; the API shows them at /dev/mail.
// Usage: node scripts/stack/mail-server.mjs <port> <folder>
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port, folder] = process.argv.slice(2);
mkdirSync(folder, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 1000,
  onData(stream, _session, callback) {
    count += 1;
    const file = path.join(folder, `${Date.now()}-${count}.eml`);
    stream.pipe(createWriteStream(file)).on('finish', () => callback());
  },
});
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`local SMTP server on 127.0.0.1:${port}, messages in ${folder}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close(() => process.exit(0)));
