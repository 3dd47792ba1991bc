import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

// The servers run with TRUST_PROXY=true behind HAProxy, so the client address that log-in
// limits count comes from X-Forwarded-For: HAProxy must be the only one to write it.

const cluster = inject('cluster');
const SPOOFED = '203.0.113.77';

describe('HAProxy in front', () => {
  it('gives the servers the client’s address, never one the client wrote itself', async () => {
    for (const _ of cluster.servers) {
      const answer = await fetch(`${cluster.url}/api/session/`, {
        headers: { 'X-Forwarded-For': SPOOFED },
      });
      expect(answer.status).toBe(200);
    }
    const logs = cluster.servers.map((server) => fs.readFileSync(server.logFile, 'utf8'));
    expect(logs.filter((log) => log.includes(`"ip":"127.0.0.1"`))).toHaveLength(3);
    expect(logs.filter((log) => log.includes(SPOOFED))).toEqual([]);
  });
});
