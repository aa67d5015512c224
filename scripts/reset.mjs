#!/usr/bin/env node
// Resets the shop's data: deletes DATA_DIR (default `.data/`: the database and the device-cookie secret),
// so the next `npm start` creates, migrates and seeds it afresh. Refuses while the API still answers on
// API_PORT, since the running shop holds the database open.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(
  root,
  process.env.DATA_DIR && process.env.DATA_DIR !== '' ? process.env.DATA_DIR : '.data',
);
const host =
  process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1';
const apiPort = process.env.API_PORT ?? '4000';

try {
  const res = await fetch(`http://${host}:${apiPort}/health`, { signal: AbortSignal.timeout(1000) });
  await res.body?.cancel();
  console.error(`[reset] the shop is running (the API answers on port ${apiPort}): stop it first`);
  process.exit(1);
} catch {
  // Nothing answers: the shop is stopped.
}

if (!existsSync(dataDir)) {
  console.info(`[reset] nothing to reset: ${dataDir} does not exist`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.info(`[reset] deleted ${dataDir}; the next start creates and seeds the shop afresh`);
}
