import { describe, expect, it } from 'vitest';
import { configFromEnv, isLoopback } from './config';

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
});
