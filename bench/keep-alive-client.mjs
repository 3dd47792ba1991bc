import http from 'node:http';
import zlib from 'node:zlib';

// The load's HTTP client: node:http on kept-alive sockets, one per concurrent till. Node's
// fetch (undici behind WHATWG streams and Headers) spent about 2.7 ms of CPU per request here,
// on the same two cores as the server it measures: at one till that was a third of a create's
// latency, at eight a fifth of the machine. This one spends a fraction of that; the bare
// insert and the app are both loaded through it, so their ratio compares like with like.
// It accepts brotli and gzip as a browser does, so the server compresses what it would for a
// till.

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * @param {string} method @param {string} url @param {Record<string, string>} headers
 * @param {string} [body]
 * @returns {Promise<{ status: number; text: string }>}
 */
export const send = (method, url, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'Accept-Encoding': 'br, gzip',
          ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const plain =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: response.statusCode ?? 0, text: plain.toString() });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
