import { generate } from 'selfsigned';

export type KeyPair = { key: string; cert: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A throwaway certificate for localhost and 127.0.0.1, valid for 30 days from
 * now, made in-process by `selfsigned` (WebCrypto), so HTTPS needs nothing
 * installed on the machine.
 */
export const createSelfSignedCertificate = async (now = new Date()): Promise<KeyPair> => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + 30 * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
};
