// A real SMTP receiver on loopback: each message lands as JSON in `dir`, so a
// journey can follow the link a user would get by mail. It refuses as mail
// servers do, by the address's first word:
// - refuse…@: 550 for good (the outbox fails it, the screen says why);
// - later…@: 451 "try again later" the first time, then takes it (the outbox retries).
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const smtpReply = (code, text) => Object.assign(new Error(text), { responseCode: code });

export const startMailbox = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const turnedAway = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address;
      if (to.startsWith('refuse')) return callback(smtpReply(550, 'No such user here'));
      if (to.startsWith('later') && !turnedAway.has(to)) {
        turnedAway.add(to);
        return callback(smtpReply(451, 'Greylisted, try again later'));
      }
      return callback();
    },
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
