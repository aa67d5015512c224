import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../backend/src/accounts/demo-customers';
import { startApi } from '../support/shop-servers';

/**
 * The packages as another frontend receives them: built, packed by npm, installed from the tarballs into
 * an empty folder and imported by plain Node (no bundler, no loader, no `source` condition).
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['core', 'adapters'] as const;
type PackageDir = (typeof PACKAGES)[number];

interface Manifest {
  readonly name: string;
  readonly exports: Record<string, unknown>;
}

const manifest = (dir: PackageDir): Manifest =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;

/** Every public entry point of a package, as a consumer names it (`@fanshop/core/cart`). */
const entryPoints = (dir: PackageDir): string[] => {
  const { name, exports } = manifest(dir);
  return Object.keys(exports)
    .filter((key) => !key.endsWith('package.json'))
    .map((key) => `${name}${key.slice(1)}`);
};

let consumer = '';
/** The tarball `npm pack` wrote for each package: what publint, attw and the install all read. */
const tarballOf = new Map<PackageDir, string>();

async function npm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('npm', [...args, '--no-fund', '--no-audit', '--loglevel=error'], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

beforeAll(async () => {
  await npm(['run', 'build:packages', '--silent'], root);
  consumer = mkdtempSync(join(tmpdir(), 'fanshop-consumer-'));
  for (const dir of PACKAGES) {
    const [packed] = JSON.parse(
      await npm(['pack', '--json', '--pack-destination', consumer], join(root, dir)),
    ) as {
      filename: string;
    }[];
    tarballOf.set(dir, join(consumer, packed!.filename));
  }
  const tarballs = [...tarballOf.values()];
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  // The adapters' dependencies, and fast-check (the optional peer of core's arbitraries), come from npm's
  // cache, filled by the install of this repository.
  await npm(['install', '--prefer-offline', ...tarballs, 'fast-check@^4'], consumer);
}, 240_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe.each(PACKAGES)('the published %s package', (dir) => {
  it('passes publint in strict mode', async () => {
    const tarball = readFileSync(tarballOf.get(dir)!);
    const pack = {
      tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength),
    };
    const { messages, pkg } = await publint({ strict: true, pack });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  }, 60_000);

  it('resolves its types for Node (ESM) and bundlers, as Are the Types Wrong checks them', async () => {
    const attw = join(root, 'node_modules/.bin/attw');
    const result = await run(attw, [tarballOf.get(dir)!, '--profile', 'esm-only', '--format', 'json'], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(result.stdout) as { analysis: { problems: { resolutionKind?: string }[] } };
    // The packages are ESM only: CommonJS `require` and Node 10's resolution (no exports maps) are out.
    const problems = report.analysis.problems.filter(
      (problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs',
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('imports every entry point from plain Node, each with its public names', async () => {
    const entries = entryPoints(dir);
    const script = `const out = {};
for (const entry of ${JSON.stringify(entries)}) out[entry] = Object.keys(await import(entry)).length;
console.log(JSON.stringify(out));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer });
    const counts = JSON.parse(stdout) as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual([...entries].sort());
    for (const entry of entries) expect(counts[entry], entry).toBeGreaterThan(0);
  }, 60_000);
});

/** The ```ts examples of a package's README (or of docs/reuse.md), each a module of its own. */
const readmeExamples = (dir: PackageDir | 'docs'): string[] => {
  const readme = readFileSync(join(root, dir, dir === 'docs' ? 'reuse.md' : 'README.md'), 'utf8');
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
};

describe('a consumer of the installed packages', () => {
  it('type-checks against the shipped declarations with Node16 resolution, README examples included', async () => {
    const files = ['consumer.ts'];
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `import { parsePrice, formatPrice } from '@fanshop/core/pricing';
import { normaliseSearchQuery } from '@fanshop/core/search';
import { FakeScheduler } from '@fanshop/core/testing';
import { HttpClient } from '@fanshop/adapters/http';
const cents: number | null = parsePrice('1.299');
const text: string = formatPrice(cents ?? 0, 'de-AT');
const query: string = normaliseSearchQuery('  blue   jersey ');
export const used = [text, query, new FakeScheduler(), HttpClient];
`,
    );
    for (const dir of [...PACKAGES, 'docs'] as const) {
      readmeExamples(dir).forEach((example, index) => {
        const file = `readme-${dir}-${index + 1}.ts`;
        // A module of its own, even when the example imports nothing.
        writeFileSync(join(consumer, file), `${example}\nexport {};\n`);
        files.push(file);
      });
    }
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'Node16',
          moduleResolution: 'Node16',
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          strict: true,
          noEmit: true,
          types: [],
        },
        files,
      }),
    );
    expect(files.length).toBeGreaterThan(PACKAGES.length);
    const tsc = join(root, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', consumer]).catch((error: { stdout: string }) => error);
    expect(result.stdout).toBe('');
  }, 60_000);

  it('runs a rule from the installed core: three digits after a dot are thousands', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { parsePrice } = await import('@fanshop/core/pricing'); console.log(parsePrice('1.299'), parsePrice('12,50'));`,
      ],
      { cwd: consumer },
    );
    expect(stdout.trim()).toBe('129900 1250');
  });
});

describe('a frontend bundling the installed packages', () => {
  /** Bundles a module of the consumer's for the browser, minified, as a frontend's build would. */
  async function bundle(name: string, source: string): Promise<string> {
    writeFileSync(join(consumer, name), source);
    const { build } = await import('vite');
    const result = await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, lib: { entry: join(consumer, name), formats: ['es'] } },
    });
    const { output } = (Array.isArray(result) ? result[0] : result) as { output: { code?: string }[] };
    return output[0]?.code ?? '';
  }

  it('keeps only the areas it composes: the catalogue alone leaves out the menus and the content', async () => {
    const common = `import { RequestCookieJar } from '@fanshop/adapters/storage';
const options = { apiBaseUrl: 'https://api.example', language: 'en-US', cookies: new RequestCookieJar('', false) };
`;
    const all = await bundle(
      'all.mjs',
      `import { createShopClient } from '@fanshop/adapters/shop';\n${common}export const shop = createShopClient(options);\n`,
    );
    const few = await bundle(
      'few.mjs',
      `import { catalogArea, composeShopClient } from '@fanshop/adapters/shop';\n${common}export const shop = composeShopClient(options, { catalog: catalogArea });\n`,
    );
    for (const call of ['/api/v1/menu/', '/api/v1/brands/', '/api/v1/content/']) {
      expect(all).toContain(call);
      expect(few).not.toContain(call);
    }
    expect(few).toContain('/api/v1/listing/');
    expect(few.length).toBeLessThan(all.length);
  }, 60_000);
});

describe('a third frontend on the installed packages (tests/packages/third-frontend.mjs)', () => {
  it('lists with guest prices, logs the premium customer in with the guest cart and wishlist merged, lists with premium prices, adds a size, reads the cart and logs out', async () => {
    const api = await startApi();
    try {
      copyFileSync(join(root, 'tests/packages/third-frontend.mjs'), join(consumer, 'third-frontend.mjs'));
      const { stdout } = await run(
        process.execPath,
        ['third-frontend.mjs', api.urls.api, 'premium@fanshop.test', DEMO_PASSWORD],
        { cwd: consumer },
      );
      const walk = JSON.parse(stdout) as {
        guest: { priceType: string; prices: number[] };
        customer: { priceType: string; prices: number[] };
        merged: { cart: [number, number][]; wishlist: number[] };
        added: { option: number; wishlisted: number };
        cart: [number, number][];
        afterLogout: { token: string | null; restored: { loggedIn: boolean; priceType: string } };
      };
      expect(walk.guest.priceType).toBe('vk');
      expect(walk.customer.priceType).toBe('premium');
      expect(walk.guest.prices).toHaveLength(3);
      // The premium role pays less than a guest for at least one of the same products, and never more.
      walk.customer.prices.forEach((price, index) =>
        expect(price).toBeLessThanOrEqual(walk.guest.prices[index]!),
      );
      expect(walk.customer.prices).not.toEqual(walk.guest.prices);
      // What the guest collected is the customer's after the login.
      expect(walk.merged.cart).toContainEqual([walk.added.option, 1]);
      expect(walk.merged.wishlist).toContain(walk.added.wishlisted);
      // The same size added again is one line of two.
      expect(walk.cart).toContainEqual([walk.added.option, 2]);
      expect(walk.afterLogout.token).toBeNull();
      expect(walk.afterLogout.restored).toMatchObject({ loggedIn: false, priceType: 'vk' });
    } finally {
      await api.stop();
    }
  }, 120_000);
});
