import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A self-signed certificate for the names a test serves over HTTPS, made with the system's
 * openssl. Clients trust it by passing `cert` as their certificate authority; any other name on
 * the same server fails the TLS check as a real client's would.
 */
export function testCertificate(names: { dns: string[]; ip?: string[] }): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrina-tls-'));
  try {
    const san = [...names.dns.map((n) => `DNS:${n}`), ...(names.ip ?? []).map((ip) => `IP:${ip}`)].join(',');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=Vitrina test',
        '-addext',
        `subjectAltName=${san}`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
