// An SMS provider on loopback for the journeys: the server POSTs {to, from, text} here
// (SMS_PROVIDER_URL), and each message it takes lands as JSON in `dir`, as the mailbox
// does for mail. It can be told to refuse, by number, as real providers do:
// - REFUSED_NUMBER: 400 for good (the outbox fails it, the screen says why);
// - FLAKY_NUMBER: 503 the first time each text comes, then 200 (the outbox retries it).
// The server also keeps each text in its outbox table, which the journeys cannot read
// while the server holds the embedded database.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const REFUSED_NUMBER = '+447700900666';
export const FLAKY_NUMBER = '+447700900777';

export const startSmsInbox = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const turnedAway = new Set();
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const { to, text } = JSON.parse(raw);
      if (to === REFUSED_NUMBER) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Not a mobile number');
        return;
      }
      const key = `${to}\n${text}`;
      if (to === FLAKY_NUMBER && !turnedAway.has(key)) {
        turnedAway.add(key);
        response.writeHead(503).end();
        return;
      }
      count += 1;
      fs.writeFileSync(path.join(dir, `${String(count).padStart(4, '0')}.json`), raw);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
};
