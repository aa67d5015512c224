import { describe, expect, it } from 'vitest';
import { DeviceCookies } from './accounts/device-cookie';
import { assertWorkableConfig, configFromEnv, isLoopback, UnworkableSettings } from './config';

describe('given the API settings from the environment', () => {
  it('when nothing is set, then the mailbox is on (loopback, not production) and forwarded headers do not count', () => {
    const config = configFromEnv({});
    expect(config.mailbox).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.secureCookies).toBe(false);
  });

  it('when the API listens beyond loopback or runs in production, then the mailbox is off', () => {
    expect(configFromEnv({ HOST: '0.0.0.0' }).mailbox).toBe(false);
    expect(configFromEnv({ HOST: '192.168.1.20' }).mailbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production' }).mailbox).toBe(false);
    expect(configFromEnv({ HOST: 'localhost', NODE_ENV: 'development' }).mailbox).toBe(true);
  });

  it('when MAILBOX says so, then it wins either way', () => {
    expect(configFromEnv({ HOST: '0.0.0.0', NODE_ENV: 'production', MAILBOX: 'on' }).mailbox).toBe(true);
    expect(configFromEnv({ MAILBOX: 'off' }).mailbox).toBe(false);
  });

  it('when TRUST_PROXY is switched on, then forwarded headers count', () => {
    for (const on of ['on', '1', 'true']) expect(configFromEnv({ TRUST_PROXY: on }).trustProxy).toBe(true);
    for (const off of ['off', '0', '', 'maybe'])
      expect(configFromEnv({ TRUST_PROXY: off }).trustProxy).toBe(false);
  });

  it('when the API is public over https, then its cookies are Secure', () => {
    expect(configFromEnv({ API_URL: 'https://api.fanshop.example' }).secureCookies).toBe(true);
  });

  it('when the longest login delay is set, then the queue allows twice that', () => {
    const { loginLimit } = configFromEnv({ LOGIN_DELAY_MAX_MS: '4000' });
    expect(loginLimit).toMatchObject({ maxDelayMs: 4000, maxWaitMs: 8000, baseDelayMs: 1000 });
  });

  it('tells loopback hosts apart', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'shop.example']) expect(isLoopback(host)).toBe(false);
  });

  it('when the storefront and the checkout are separate https hosts, then COOKIE_DOMAIN is required and must cover both', () => {
    const separate = {
      STOREFRONT_URL: 'https://www.fanshop.at',
      CHECKOUT_URL: 'https://checkout.fanshop.at',
    };
    expect(() => assertWorkableConfig(configFromEnv(separate))).toThrow(UnworkableSettings);
    expect(() => assertWorkableConfig(configFromEnv({ ...separate, COOKIE_DOMAIN: 'other.at' }))).toThrow(
      /does not cover/,
    );
    const shared = configFromEnv({ ...separate, COOKIE_DOMAIN: '.fanshop.at' });
    expect(shared.cookieDomain).toBe('fanshop.at');
    expect(() => assertWorkableConfig(shared)).not.toThrow();
  });

  it('when a cookie domain is set, then the device cookie is written for it', () => {
    const devices = new DeviceCookies(Buffer.alloc(32, 1), {
      secure: true,
      maxAgeSeconds: 60,
      domain: 'fanshop.at',
    });
    expect(devices.remember(undefined, 7)).toMatch(/; Secure; Domain=fanshop\.at$/);
    expect(
      new DeviceCookies(Buffer.alloc(32, 1), { secure: false, maxAgeSeconds: 60 }).remember(undefined, 7),
    ).not.toMatch(/Domain=/);
  });
});
