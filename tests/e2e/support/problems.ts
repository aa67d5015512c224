import type { Page } from '@playwright/test';

/** Everything that went wrong on a page: console errors and warnings, page errors, failed requests. */
export interface PageProblems {
  readonly messages: string[];
}

/** Records console errors/warnings (hydration mismatches among them), uncaught errors and failed requests. */
export function watchProblems(page: Page): PageProblems {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // Navigations away abort pending requests; that is not a fault of the page.
    if (!failure.includes('ERR_ABORTED')) messages.push(`requestfailed: ${r.url()} ${failure}`);
  });
  return { messages };
}

/** The 4xx answers a page received, by URL, so that expected ones can be told apart. */
export interface ClientErrors {
  readonly answers: { readonly url: string; readonly status: number }[];
}

export function watchClientErrors(page: Page): ClientErrors {
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.status() < 500) {
      answers.push({ url: response.url(), status: response.status() });
    }
  });
  return { answers };
}

/**
 * The page's problems without the 4xx answers the journey expects. Chromium logs every 4xx answer
 * as a console error without its URL ("Failed to load resource: … status of 404"), so such a message
 * is only let through when a 4xx answer of that status came from a URL in `expected`; each expected
 * answer excuses one message. Everything else stays a problem.
 */
export function unexpectedProblems(
  problems: PageProblems,
  errors: ClientErrors,
  expected: readonly RegExp[],
): string[] {
  const excusable = errors.answers.filter((answer) => expected.some((pattern) => pattern.test(answer.url)));
  return problems.messages.filter((message) => {
    const status = /Failed to load resource: the server responded with a status of (4\d\d)/.exec(
      message,
    )?.[1];
    if (status === undefined) return true;
    const at = excusable.findIndex((answer) => String(answer.status) === status);
    if (at < 0) return true;
    excusable.splice(at, 1);
    return false;
  });
}
