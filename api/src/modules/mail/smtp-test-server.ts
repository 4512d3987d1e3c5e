// A real SMTP server on 127.0.0.1 for tests (smtp-server), which can refuse deliveries with a
// temporary failure (451) and records every message it accepted, parsed (mailparser).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** The messages it accepted, in order. */
  accepted: ParsedMail[];
  /** How many messages were offered (accepted or refused). */
  offered(): number;
  /** Refuse the next deliveries (451) while `refuse` answers true for the offer's number (1, 2, …). */
  refuseWhile(refuse: (offer: number) => boolean): void;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const accepted: ParsedMail[] = [];
  let offers = 0;
  let refuse: (offer: number) => boolean = () => false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        offers += 1;
        if (refuse(offers)) {
          callback(Object.assign(new Error('4.3.0 Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            accepted.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    offered: () => offers,
    refuseWhile: (next) => {
      refuse = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
