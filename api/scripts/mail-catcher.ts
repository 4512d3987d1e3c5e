// A local SMTP catcher for development: accepts every message on 127.0.0.1 and prints it.
//
//   pnpm --filter @storefront/api mail:catcher            # listens on 127.0.0.1:1025
//   SMTP_URL=smtp://127.0.0.1:1025 pnpm start             # the API delivers to it
//
// MAIL_CATCHER_PORT changes the port. MAIL_CATCHER_REFUSE=3 refuses the first 3 messages with a
// temporary failure (451), to watch the API's outbox retry them (Back office → Outbox).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 1025);
let refuse = Number(process.env.MAIL_CATCHER_REFUSE ?? 0);
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  // Any user name and password are fine: this is a catcher, not a mail server.
  onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refuse > 0) {
        refuse -= 1;
        console.log(`[catcher] refused a message with 451 (${refuse} more to refuse)`);
        callback(Object.assign(new Error('4.3.0 Mail catcher refuses for now'), { responseCode: 451 }));
        return;
      }
      simpleParser(Buffer.concat(chunks))
        .then((mail) => {
          received += 1;
          const to = Array.isArray(mail.to)
            ? mail.to.map((address) => address.text).join(', ')
            : mail.to?.text;
          console.log(
            [
              `\n──── mail ${received} ─ ${new Date().toISOString()}`,
              `From:       ${mail.from?.text ?? ''}`,
              `To:         ${to ?? ''}`,
              `Subject:    ${mail.subject ?? ''}`,
              `Message-ID: ${mail.messageId ?? ''}`,
              '',
              mail.text ?? '',
            ].join('\n'),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    });
  },
});

server.on('error', (error) => console.error('[catcher]', error.message));
server.listen(port, '127.0.0.1', () => {
  console.log(
    `Mail catcher on smtp://127.0.0.1:${port} — start the API with SMTP_URL=smtp://127.0.0.1:${port}`,
  );
});
process.once('SIGINT', () => server.close(() => process.exit(0)));
