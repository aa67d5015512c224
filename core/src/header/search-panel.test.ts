import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTOSUGGEST_DEBOUNCE_MS, HEADER_DATA_TIMEOUT_MS, SUGGESTIONS_SHOWN } from '../shared/constants.js';
import { FakeScheduler, flushMicrotasks } from '../shared/testing/fake-scheduler.js';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { isUsableQuery, normaliseSearchQuery } from '../search/query.js';
import {
  SearchPanel,
  type SearchPanelState,
  searchPath,
  shownProducts,
  shownSuggestions,
  showsPosts,
} from './search-panel.js';
import { FakeHeaderGateway, type HeldCall } from './testing/fake-header-gateway.js';
import { aPreviewProduct, aSuggestion, someHeaderData } from './testing/header-mother.js';

function setup() {
  const gateway = new FakeHeaderGateway();
  gateway.data = someHeaderData();
  gateway.suggestions.set(
    '',
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p, i) => aSuggestion(`popular ${p}`, 100 - i)),
  );
  const scheduler = new FakeScheduler();
  const logger = new MemoryLogger();
  const panel = new SearchPanel(gateway, scheduler, logger);
  return { gateway, scheduler, logger, panel };
}

/** Types, then lets the debounce run out and the answers arrive. */
async function typeAndWait(ctx: ReturnType<typeof setup>, input: string): Promise<void> {
  ctx.panel.type(input);
  await ctx.scheduler.advanceAsync(AUTOSUGGEST_DEBOUNCE_MS);
}

describe('given a closed search panel', () => {
  it('when opened, then it shows the top default suggestions, the initial previews and the posts', async () => {
    const ctx = setup();
    ctx.panel.open();
    await flushMicrotasks();

    const state = ctx.panel.state;
    expect(state.open).toBe(true);
    expect(shownSuggestions(state).map((s) => s.phrase)).toEqual([
      'popular a',
      'popular b',
      'popular c',
      'popular d',
      'popular e',
    ]);
    expect(shownSuggestions(state)).toHaveLength(SUGGESTIONS_SHOWN);
    expect(shownProducts(state)).toEqual(ctx.gateway.data.previews);
    expect(state.posts).toEqual(ctx.gateway.data.blogPosts);
    expect(showsPosts(state)).toBe(true);
  });

  it('when opened again, then its content is not fetched twice', async () => {
    const ctx = setup();
    ctx.panel.open();
    ctx.panel.open();
    await flushMicrotasks();
    ctx.panel.close();
    ctx.panel.open();
    await flushMicrotasks();
    expect(ctx.gateway.calls).toEqual(['autosuggest:', 'headerData']);
  });

  it('when the header data call gives up (its request timed out), then it is logged and asked again on the next opening', async () => {
    const ctx = setup();
    ctx.gateway.failing.add('headerData');
    ctx.panel.open();
    await flushMicrotasks();
    expect(ctx.logger.errors.map((e) => e.message)).toEqual(['header data could not be loaded']);
    expect(ctx.panel.state.posts).toEqual([]);
    expect(shownSuggestions(ctx.panel.state)).toHaveLength(SUGGESTIONS_SHOWN);

    ctx.gateway.failing.delete('headerData');
    ctx.panel.close();
    ctx.panel.open();
    await flushMicrotasks();
    expect(ctx.panel.state.posts).toEqual(ctx.gateway.data.blogPosts);
    expect(ctx.gateway.calls.filter((call) => call === 'headerData')).toHaveLength(2);
  });

  it('when the header data answers after 500 ms of the panel’s time, then it is still shown: the time limit is its request’s, which may start later', async () => {
    const ctx = setup();
    ctx.gateway.holdHeaderData = true;
    ctx.panel.open();
    await ctx.scheduler.advanceAsync(HEADER_DATA_TIMEOUT_MS * 3);
    expect(ctx.logger.errors).toEqual([]);

    ctx.gateway.releaseHeaderData();
    await flushMicrotasks();
    expect(ctx.panel.state.posts).toEqual(ctx.gateway.data.blogPosts);
    expect(shownProducts(ctx.panel.state)).toEqual(ctx.gateway.data.previews);
  });

  it('when its content fails to load, then the failures are logged and the panel still opens and searches', async () => {
    const ctx = setup();
    ctx.gateway.failing.add('headerData');
    ctx.gateway.failing.add('autosuggest');
    ctx.gateway.previews.set('ball', [aPreviewProduct()]);
    ctx.panel.open();
    await flushMicrotasks();
    expect(ctx.logger.errors).toHaveLength(2);
    expect(ctx.panel.state.open).toBe(true);

    await typeAndWait(ctx, 'ball');
    expect(shownProducts(ctx.panel.state)).toEqual(ctx.gateway.previews.get('ball'));
  });
});

describe('given a new search panel', () => {
  it('then it is closed and empty', () => {
    expect(setup().panel.state).toEqual({
      open: false,
      input: '',
      defaultSuggestions: [],
      initialPreviews: [],
      posts: [],
      answer: null,
      searching: false,
    });
  });

  it('when the default suggestions fail, then they are asked again on the next opening', async () => {
    const ctx = setup();
    ctx.gateway.failing.add('autosuggest');
    ctx.panel.open();
    await flushMicrotasks();
    expect(ctx.logger.errors[0]).toMatchObject({ message: 'default suggestions could not be loaded' });
    expect(ctx.logger.errors[0]?.details?.error).toBeInstanceOf(Error);
    ctx.gateway.failing.delete('autosuggest');
    ctx.panel.close();
    ctx.panel.open();
    await flushMicrotasks();
    expect(shownSuggestions(ctx.panel.state)).toHaveLength(SUGGESTIONS_SHOWN);
    expect(ctx.gateway.calls.filter((call) => call === 'autosuggest:')).toHaveLength(2);
  });

  it('when the header data fails, then the log names the error', async () => {
    const ctx = setup();
    ctx.gateway.failing.add('headerData');
    ctx.panel.open();
    await flushMicrotasks();
    expect(ctx.logger.errors[0]?.details?.error).toBeInstanceOf(Error);
  });

  it('when typed into while closed, then closing clears the field, the search under way and its answer', async () => {
    for (const input of ['b', 'ball']) {
      const ctx = setup();
      ctx.panel.type(input);
      ctx.panel.close();
      expect(ctx.panel.state).toMatchObject({ open: false, input: '', answer: null, searching: false });
    }
    const ctx = setup();
    await typeAndWait(ctx, 'ball');
    expect(ctx.panel.state.answer).not.toBeNull();
    ctx.panel.close();
    expect(ctx.panel.state).toMatchObject({ input: '', answer: null });
  });
});

describe('given listeners of the search panel', () => {
  it('then opening an open panel or closing a closed, empty one tells them nothing, and unsubscribing ends it', async () => {
    const ctx = setup();
    ctx.panel.open();
    await flushMicrotasks();
    const heard: SearchPanelState[] = [];
    const unsubscribe = ctx.panel.subscribe((state) => heard.push(state));
    ctx.panel.open();
    expect(heard).toEqual([]);
    ctx.panel.close();
    expect(heard).toHaveLength(1);
    ctx.panel.close();
    expect(heard).toHaveLength(1);
    unsubscribe();
    ctx.panel.open();
    expect(heard).toHaveLength(1);
  });
});

describe('given an open search panel', () => {
  const opened = async () => {
    const ctx = setup();
    ctx.panel.open();
    await flushMicrotasks();
    ctx.gateway.calls.length = 0;
    return ctx;
  };

  it('when a usable query is typed, then it is searched only 1000 ms after the last keystroke', async () => {
    const ctx = await opened();
    ctx.gateway.suggestions.set('jer', [aSuggestion('jersey', 40)]);
    ctx.gateway.previews.set('jer', [aPreviewProduct({ name: 'Home jersey' })]);

    ctx.panel.type('je');
    await ctx.scheduler.advanceAsync(AUTOSUGGEST_DEBOUNCE_MS - 100);
    ctx.panel.type('jer');
    expect(ctx.panel.state.searching).toBe(true);
    await ctx.scheduler.advanceAsync(AUTOSUGGEST_DEBOUNCE_MS - 1);
    expect(ctx.gateway.calls).toEqual([]);
    await ctx.scheduler.advanceAsync(1);

    expect(ctx.gateway.calls).toEqual(['autosuggest:jer', 'searchPreviews:jer']);
    const state = ctx.panel.state;
    expect(state.searching).toBe(false);
    expect(shownSuggestions(state).map((s) => s.phrase)).toEqual(['jersey']);
    expect(shownProducts(state).map((p) => p.name)).toEqual(['Home jersey']);
    expect(showsPosts(state)).toBe(true);
  });

  it('when the query has extra spaces, then the normalised query is searched and spaces alone do not search again', async () => {
    const ctx = await opened();
    await typeAndWait(ctx, '  home   jersey ');
    await typeAndWait(ctx, '  home jersey  ');
    expect(ctx.gateway.calls).toEqual(['autosuggest:home jersey', 'searchPreviews:home jersey']);
    expect(ctx.panel.state.input).toBe('  home jersey  ');
    expect(searchPath(ctx.panel.state)).toBe('/search/?q=home+jersey');
  });

  it('when the query is shorter than 2 characters, then nothing is searched and the initial previews return', async () => {
    const ctx = await opened();
    ctx.gateway.previews.set('ball', [aPreviewProduct()]);
    ctx.gateway.suggestions.set('ball', [aSuggestion('ball')]);
    await typeAndWait(ctx, 'ball');
    expect(shownProducts(ctx.panel.state)).toEqual(ctx.gateway.previews.get('ball'));

    ctx.gateway.calls.length = 0;
    await typeAndWait(ctx, 'b');

    expect(ctx.gateway.calls).toEqual([]);
    expect(ctx.panel.state.answer).toBeNull();
    expect(shownProducts(ctx.panel.state)).toEqual(ctx.gateway.data.previews);
    expect(shownSuggestions(ctx.panel.state)).toHaveLength(SUGGESTIONS_SHOWN);
    expect(searchPath(ctx.panel.state)).toBeUndefined();
  });

  it('when a query finds neither suggestions nor products, then the posts are hidden', async () => {
    const ctx = await opened();
    await typeAndWait(ctx, 'zzz');
    expect(ctx.panel.state.answer).toEqual({ q: 'zzz', suggestions: [], products: [] });
    expect(showsPosts(ctx.panel.state)).toBe(false);
    expect(shownProducts(ctx.panel.state)).toEqual([]);
  });

  it('when a query finds only suggestions, or only products, then the posts still show', async () => {
    const ctx = await opened();
    ctx.gateway.suggestions.set('cap', [aSuggestion('cap')]);
    ctx.gateway.previews.set('hat', [aPreviewProduct()]);
    await typeAndWait(ctx, 'cap');
    expect(showsPosts(ctx.panel.state)).toBe(true);
    await typeAndWait(ctx, 'hat');
    expect(showsPosts(ctx.panel.state)).toBe(true);
  });

  it('when a search call fails, then it is logged, the other part still shows and posts are not hidden', async () => {
    const ctx = await opened();
    ctx.gateway.failing.add('searchPreviews');
    await typeAndWait(ctx, 'zzz');
    expect(ctx.logger.errors.map((e) => e.message)).toEqual(['search previews failed']);
    expect(ctx.panel.state.answer).toEqual({ q: 'zzz', suggestions: [], products: null });
    expect(shownProducts(ctx.panel.state)).toEqual(ctx.gateway.data.previews);
    expect(showsPosts(ctx.panel.state)).toBe(true);

    ctx.gateway.failing.clear();
    ctx.gateway.previews.set('ball', [aPreviewProduct()]);
    await typeAndWait(ctx, 'ball');
    expect(shownProducts(ctx.panel.state)).toEqual(ctx.gateway.previews.get('ball'));
  });

  it('when the autosuggest call of a search fails, then it is logged with the query, the suggestions are none and posts still show', async () => {
    const ctx = await opened();
    ctx.gateway.failing.add('autosuggest');
    await typeAndWait(ctx, 'zzz');
    expect(ctx.logger.errors.map((e) => e.message)).toEqual(['autosuggest failed']);
    expect(ctx.logger.errors[0]?.details).toMatchObject({ q: 'zzz' });
    expect(ctx.logger.errors[0]?.details?.error).toBeInstanceOf(Error);
    expect(ctx.panel.state.answer).toEqual({ q: 'zzz', suggestions: null, products: [] });
    expect(showsPosts(ctx.panel.state)).toBe(true);
  });

  it('when the previews call of a search fails, then the log names the query and the error', async () => {
    const ctx = await opened();
    ctx.gateway.failing.add('searchPreviews');
    await typeAndWait(ctx, 'zzz');
    expect(ctx.logger.errors[0]?.details).toMatchObject({ q: 'zzz' });
    expect(ctx.logger.errors[0]?.details?.error).toBeInstanceOf(Error);
  });

  it('when an older query answers after a newer one, then the older answer is ignored', async () => {
    const ctx = await opened();
    ctx.gateway.hold = true;
    await typeAndWait(ctx, 'ball');
    await typeAndWait(ctx, 'boots');
    expect(ctx.gateway.held.map((c) => `${c.method}:${c.arg}`)).toEqual([
      'autosuggest:ball',
      'searchPreviews:ball',
      'autosuggest:boots',
      'searchPreviews:boots',
    ]);
    const [ballS, ballP, bootsS, bootsP] = ctx.gateway.held;

    bootsS!.resolve([aSuggestion('boots')]);
    bootsP!.resolve([aPreviewProduct({ name: 'Boot' })]);
    await flushMicrotasks();
    ballS!.resolve([aSuggestion('ball')]);
    ballP!.resolve([aPreviewProduct({ name: 'Ball' })]);
    await flushMicrotasks();

    expect(ctx.panel.state.answer?.q).toBe('boots');
    expect(shownProducts(ctx.panel.state).map((p) => p.name)).toEqual(['Boot']);
  });

  it('when closed while an answer is on its way, then the query is cleared and the answer ignored', async () => {
    const ctx = await opened();
    ctx.gateway.hold = true;
    await typeAndWait(ctx, 'ball');
    ctx.panel.close();
    for (const call of ctx.gateway.held)
      call.resolve(call.method === 'autosuggest' ? [aSuggestion('ball')] : [aPreviewProduct()]);
    await flushMicrotasks();

    expect(ctx.panel.state).toMatchObject({ open: false, input: '', answer: null, searching: false });
  });

  it('when closed during the debounce, then nothing is searched', async () => {
    const ctx = await opened();
    ctx.panel.type('ball');
    ctx.panel.close();
    await ctx.scheduler.advanceAsync(AUTOSUGGEST_DEBOUNCE_MS * 2);
    expect(ctx.gateway.calls).toEqual([]);
  });

  it('when subscribed, then changes made by timers and answers are reported', async () => {
    const ctx = await opened();
    const seen: SearchPanelState[] = [];
    ctx.panel.subscribe((s) => seen.push(s));
    await typeAndWait(ctx, 'ball');
    expect(seen.map((s) => s.searching)).toEqual([true, false]);
  });
});

type Step =
  { kind: 'type'; input: string } | { kind: 'advance'; ms: number } | { kind: 'answer'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('type' as const), input: fc.stringMatching(/^[ ab]{0,4}$/) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 1_500 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('answer' as const), pick: fc.nat() }) },
);

describe('given any keystrokes, time passing and answers arriving in any order', () => {
  it('then the panel never shows an answer mixed from queries or older than the input, and settles on the current query (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { maxLength: 30 }), async (steps) => {
        const ctx = setup();
        ctx.gateway.hold = true;
        ctx.panel.open();
        await flushMicrotasks();
        // Each query's answer names its query, so a mixed or stale answer is visible.
        const answer = async (call: HeldCall | undefined) => {
          if (!call) return;
          call.resolve(
            call.method === 'autosuggest'
              ? [aSuggestion(`s:${call.arg}`)]
              : [aPreviewProduct({ name: `p:${call.arg}` })],
          );
          await flushMicrotasks();
        };

        const check = () => {
          const state = ctx.panel.state;
          const q = normaliseSearchQuery(state.input);
          if (!isUsableQuery(q)) {
            expect(state.answer).toBeNull();
            expect(shownProducts(state)).toEqual(ctx.gateway.data.previews);
          }
          if (state.answer) {
            expect(state.answer.suggestions?.map((s) => s.phrase)).toEqual([`s:${state.answer.q}`]);
            expect(state.answer.products?.map((p) => p.name)).toEqual([`p:${state.answer.q}`]);
          }
        };

        for (const step of steps) {
          if (step.kind === 'type') ctx.panel.type(step.input);
          else if (step.kind === 'advance') await ctx.scheduler.advanceAsync(step.ms);
          else await answer(ctx.gateway.take(step.pick % Math.max(1, ctx.gateway.held.length)));
          check();
        }

        await ctx.scheduler.advanceAsync(AUTOSUGGEST_DEBOUNCE_MS);
        while (ctx.gateway.held.length > 0) await answer(ctx.gateway.take(0));
        check();
        const q = normaliseSearchQuery(ctx.panel.state.input);
        expect(ctx.panel.state.searching).toBe(false);
        expect(ctx.panel.state.answer?.q ?? null).toBe(isUsableQuery(q) ? q : null);
      }),
    );
  });
});
