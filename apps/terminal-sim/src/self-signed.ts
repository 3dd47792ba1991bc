import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type KeyPair = { key: string; cert: string };

/**
 * A throwaway certificate for localhost, made by the openssl CLI: Node has no
 * certificate generator of its own, and the CLI saves a dependency.
 */
export const createSelfSignedCertificate = (): KeyPair => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-sim-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not make a self-signed certificate with openssl (${reason}). ` +
        'Install openssl, or run over HTTP with --http or TERMINAL_SIM_HTTP=1.',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
