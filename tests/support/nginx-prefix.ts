import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx where it is installed (`apt-get install nginx`), else undefined. */
export function findNginx(): string | undefined {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(path, ['-v']).status === 0) return path;
  }
  return undefined;
}

/**
 * Makes `dir` an nginx prefix an unprivileged test can run: its own pid file, logs and temp folders
 * (readable by the workers, which run as `nobody` when nginx is started by root), and a main
 * `nginx.conf` whose `http {}` block holds `httpLines` (an `include` of the site, a log format…).
 * Answers the main file's path. Used by the proxy bench and the staging shop.
 */
export function writeNginxPrefix(
  dir: string,
  options: { readonly workers: number; readonly connections: number; readonly httpLines: readonly string[] },
  extraFolders: readonly string[] = [],
): string {
  chmodSync(dir, 0o755);
  for (const sub of ['temp', 'logs', ...extraFolders]) {
    mkdirSync(join(dir, sub), { recursive: true });
    chmodSync(join(dir, sub), 0o777);
  }
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      `worker_processes ${options.workers};`,
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      `events { worker_connections ${options.connections}; }`,
      'http {',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind === 'body' ? 'client_body' : kind}_temp_path ${join(dir, 'temp', kind)};`,
      ),
      ...options.httpLines.map((line) => `  ${line}`),
      '}',
      '',
    ].join('\n'),
  );
  return main;
}
