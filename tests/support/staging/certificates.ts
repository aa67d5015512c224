import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test certificate authority and the one server certificate it signed, as files and as trust. */
export interface TestCertificates {
  /** The CA's certificate (PEM): what a client trusts. */
  readonly caFile: string;
  readonly caPem: string;
  /** The server's certificate (PEM), valid for every name asked for. */
  readonly certFile: string;
  /** The server's private key (PEM). */
  readonly keyFile: string;
  /**
   * The base64 SHA-256 of the server certificate's public key (its SubjectPublicKeyInfo), the form
   * Chromium's `--ignore-certificate-errors-spki-list` takes.
   */
  readonly spkiSha256: string;
}

function openssl(args: readonly string[], cwd: string): void {
  const run = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (run.error) throw new Error(`openssl could not be run (${run.error.message}): install Debian's openssl`);
  if (run.status !== 0) throw new Error(`openssl ${args[0]} failed: ${run.stderr}`);
}

/**
 * Makes a certificate authority of its own and one certificate it signs for `names` (the subject's
 * alternative names; P-256 keys, valid for two days) with openssl, in `dir`. Nothing is installed
 * anywhere: a client trusts them only when told to.
 */
export function makeTestCertificates(dir: string, names: readonly string[]): TestCertificates {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '2',
      '-subj',
      '/CN=Fan shop staging test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${names[0]}`], dir);
  writeFileSync(
    join(dir, 'server.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      '',
    ].join('\n'),
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-set_serial',
      `0x${Date.now().toString(16)}`,
      '-days',
      '2',
      '-extfile',
      'server.ext',
      '-out',
      'server.crt',
    ],
    dir,
  );
  const certFile = join(dir, 'server.crt');
  const spki = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  const caFile = join(dir, 'ca.crt');
  return {
    caFile,
    caPem: readFileSync(caFile, 'utf8'),
    certFile,
    keyFile: join(dir, 'server.key'),
    spkiSha256: createHash('sha256').update(spki).digest('base64'),
  };
}
