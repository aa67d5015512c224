import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorPageFor, errorPageTitle, isBot, showsErrorPage } from './error-page.js';
import { PageNotFoundError } from './page-not-found-error.js';

describe('given the error page', () => {
  it('when the status is 404, then it says Page Not Found', () => {
    expect(errorPageTitle(404)).toBe('Page Not Found');
    expect(errorPageFor(new PageNotFoundError('/x/'))).toEqual({ status: 404, title: 'Page Not Found' });
  });

  it('when the status is anything else, then it says Internal Server Error', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((s) => s !== 404),
        (status) => errorPageTitle(status) === 'Internal Server Error',
      ),
    );
    expect(errorPageFor({ status: 503, data: null })).toEqual({
      status: 503,
      title: 'Internal Server Error',
    });
  });

  it('when the error has no usable status, then it is a 500', () => {
    expect(errorPageFor(new Error('boom'))).toEqual({ status: 500, title: 'Internal Server Error' });
    expect(errorPageFor({ status: 200 })).toEqual({ status: 500, title: 'Internal Server Error' });
    expect(errorPageFor(undefined)).toEqual({ status: 500, title: 'Internal Server Error' });
  });
});

describe('given errors with statuses at and past the edges', () => {
  it('when the status is a whole number from 400 to 599, then it is kept; anything else is a 500', () => {
    const statusFor = (error: unknown) => errorPageFor(error).status;
    expect([400, 404, 599].map((status) => statusFor({ status }))).toEqual([400, 404, 599]);
    expect([399, 600, 404.5, '404', null].map((status) => statusFor({ status }))).toEqual([
      500, 500, 500, 500, 500,
    ]);
    expect(statusFor(null)).toBe(500);
  });

  it('when a page is not found, then the error is named as such', () => {
    expect(new PageNotFoundError('/x/').name).toBe('PageNotFoundError');
  });
});

describe('given the bot check', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
  ])('when a crawler (%s) asks, then it is a bot and gets no error page', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
    expect(showsErrorPage(userAgent)).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
  ])('when a browser (%s) asks, then it sees the error page', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
    expect(showsErrorPage(userAgent)).toBe(true);
  });

  it('when there is no user agent, then it is treated as a person', () => {
    expect(showsErrorPage(undefined)).toBe(true);
  });
});
