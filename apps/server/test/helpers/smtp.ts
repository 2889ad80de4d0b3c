import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port that keeps every message it accepts (parsed).
 * Recipients whose address starts with `refused` are refused for good (550).
 */
export interface TestSmtp {
  port: number;
  messages: ParsedMail[];
  /** The messages to one address. */
  to(address: string): ParsedMail[];
  /** A header of a message as it was sent (mailparser rewrites some, e.g. List-*). */
  header(message: ParsedMail | undefined, name: string): string | undefined;
  close(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing ends open (pooled) client connections at once.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    to: (recipient) =>
      messages.filter((message) =>
        [message.to].flat().some((to) => to?.value.some((entry) => entry.address === recipient)),
      ),
    header: (message, name) => {
      const line = message?.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
      return line?.slice(line.indexOf(':') + 1).trim();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
