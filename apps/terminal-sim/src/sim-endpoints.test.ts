import https from 'node:https';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { startTerminalSim } from './terminal-sim.js';
import { TEST_TOKEN, useTerminalSim } from './test-sim.js';

const sim = useTerminalSim();

describe('CORS', () => {
  it('answers a browser preflight allowing the Authorization header, without a token', async () => {
    const res = await fetch(`${sim.url()}/transaction`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it('allows a page to reach it on the private network when Chrome asks', async () => {
    const res = await fetch(`${sim.url()}/transaction`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://till.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-private-network': 'true',
      },
    });
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('puts the CORS headers on answers too, errors included', async () => {
    const res = await fetch(`${sim.url()}/transaction?uti=x&terminalId=y`);
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET /health', () => {
  it('needs no token and names the terminal', async () => {
    const res = await fetch(`${sim.url()}/health`);
    expect(await res.json()).toEqual({ status: 'ok', terminalId: 'DEMO-PAX-0001' });
  });
});

describe('/_sim/transactions', () => {
  it('requires the bearer token', async () => {
    expect((await fetch(`${sim.url()}/_sim/transactions`)).status).toBe(401);
  });

  it('lists every transaction and can be cleared between journeys', async () => {
    await sim.post({ transType: 'SALE', amountTrans: 700, uti: 'log-1' });
    expect(await sim.log()).toEqual([
      expect.objectContaining({ uti: 'log-1', transType: 'SALE', amountTrans: 700, postCount: 1 }),
    ]);
    const cleared = await fetch(`${sim.url()}/_sim/transactions`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(cleared.status).toBe(204);
    expect(await sim.log()).toEqual([]);
  });
});

type HttpsAnswer = { body: string; certificate: PeerCertificate; authorized: boolean };

const getOverHttps = (url: string) =>
  new Promise<HttpsAnswer>((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        const socket = res.socket as TLSSocket;
        const certificate = socket.getPeerCertificate();
        const authorized = socket.authorized;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ body, certificate, authorized }));
      })
      .on('error', reject);
  });

describe('HTTPS', () => {
  it('serves over HTTPS by default with its own self-signed certificate for localhost and 127.0.0.1', async () => {
    const before = Date.now();
    const secure = await startTerminalSim({ port: 0 });
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await getOverHttps(`${secure.url}/health`);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok', terminalId: 'DEMO-PAX-0001' });
      // Self-signed: no machine trusts it until told to.
      expect(answer.authorized).toBe(false);
      expect(answer.certificate.subject.CN).toBe('localhost');
      expect(answer.certificate.issuer.CN).toBe('localhost');
      expect(answer.certificate.subjectaltname).toBe('DNS:localhost, IP Address:127.0.0.1');
      const days = (Date.parse(answer.certificate.valid_to) - before) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);
    } finally {
      await secure.close();
    }
  });
});
