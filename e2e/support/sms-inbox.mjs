// An SMS provider on loopback for the journeys: the server POSTs {to, from, text} here
// (SMS_PROVIDER_URL), and each message lands as JSON in `dir`, as the mailbox does for
// mail. The server also keeps it in its outbox table, which the journeys cannot read
// while the server holds the embedded database.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const startSmsInbox = (dir) => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      count += 1;
      fs.writeFileSync(
        path.join(dir, `${String(count).padStart(4, '0')}.json`),
        Buffer.concat(chunks).toString('utf8'),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
};
