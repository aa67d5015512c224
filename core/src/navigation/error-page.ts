/** The title of the error page (spec sections 2 and 8). */
export type ErrorPageTitle = 'Page Not Found' | 'Internal Server Error';

/** What the error page shows: the status code and its title. */
export interface ErrorPage {
  readonly status: number;
  readonly title: ErrorPageTitle;
}

/** 404 is 'Page Not Found'; every other status is 'Internal Server Error'. */
export function errorPageTitle(status: number): ErrorPageTitle {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/**
 * The error page for anything thrown while rendering a page: its `status` when it carries an
 * HTTP error status (400–599), else 500.
 */
export function errorPageFor(error: unknown): ErrorPage {
  const status = statusOf(error);
  return { status, title: errorPageTitle(status) };
}

// Crawlers, link previewers and SEO tools. Headless browsers are deliberately not listed:
// the shop's own browser tests run one and must see the error page.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|spider|crawling|slurp|facebookexternalhit|facebookcatalog|embedly|bingpreview|ia_archiver|mediapartners|adsbot|yandex|baiduspider|duckduckgo|semrush|ahrefs|mj12|petalbot|applebot|whatsapp|telegrambot|slackbot|discordbot|linkedinbot|pinterest|twitterbot|google-inspectiontool/i;

/** True for crawlers and link-preview bots, told apart by their user agent. */
export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_USER_AGENT.test(userAgent);
}

/** Bots are not shown the error page; they get the bare status instead. */
export function showsErrorPage(userAgent: string | undefined): boolean {
  return !isBot(userAgent);
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}
