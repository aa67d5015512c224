import { describe, expect, inject, it } from 'vitest';

/**
 * What a first visit loads before the page is interactive stays free of the HTTP client and schema
 * validation (axios, zod): they load after hydration with the API layer (ADR 0014, 0021). The
 * composition of the use cases is eager and must not pull its HTTP gateways along; a change that does
 * adds about 20 kB gzip to every first visit, which the storefront benchmark weighs but no other test
 * would notice.
 */

const shop = inject('shop');

/** The module files a page names in its two lists (`#shop-page-modules`, `#shop-scripts`). */
function firstLoadModules(html: string): string[] {
  const files: string[] = [];
  for (const id of ['shop-page-modules', 'shop-scripts']) {
    const json = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
    if (!json) continue;
    const modules = JSON.parse(json) as { scripts?: string[]; preload?: string[] };
    files.push(...(modules.scripts ?? []), ...(modules.preload ?? []));
  }
  return [...new Set(files)];
}

async function text(url: string): Promise<string> {
  const res = await fetch(new URL(url, shop.storefront));
  expect(res.status, url).toBe(200);
  return res.text();
}

/** Strings only axios's and zod's code holds. */
const AXIOS = 'AxiosError';
const ZOD = 'ZodError';

describe('the scripts of a first visit', () => {
  it.each(['/', '/men/', '/search/?q=jersey'])(
    '%s loads neither axios nor zod before it is interactive',
    async (path) => {
      const modules = firstLoadModules(await text(path));
      expect(modules.length).toBeGreaterThan(1);
      for (const file of modules) {
        const code = await text(file);
        expect(code.includes(AXIOS), `${file} holds axios`).toBe(false);
        expect(code.includes(ZOD), `${file} holds zod`).toBe(false);
      }
    },
  );

  it('the API layer, loaded after hydration, holds them (so the markers above mean what they say)', async () => {
    const modules = firstLoadModules(await text('/men/'));
    const entry = (await Promise.all(modules.map(text))).join('\n');
    const apiLayer = /assets\/api-layer-[\w-]+\.js/.exec(entry)?.[0];
    expect(apiLayer, 'the entry names the API layer').toBeDefined();
    const code = await text(`/${apiLayer!}`);
    expect(code).toContain(AXIOS);
    expect(code).toContain(ZOD);
  });
});
