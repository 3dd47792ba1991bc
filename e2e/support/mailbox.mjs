// A real SMTP receiver on loopback: each message lands as JSON in `dir`, so a
// journey can follow the link a user would get by mail.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const startMailbox = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        count += 1;
        fs.writeFileSync(
          path.join(dir, `${String(count).padStart(4, '0')}.json`),
          JSON.stringify({ to, raw }),
        );
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.server.address().port)),
  );
};
