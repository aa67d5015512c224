// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assertWorkableConfig, configFromEnv } from './main';

describe('the storefront settings from the environment', () => {
  it('uses the documented defaults', () => {
    expect(configFromEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      apiWaitMs: 180_000,
      config: {
        apiBaseUrl: 'http://127.0.0.1:4000',
        checkoutUrl: 'http://127.0.0.1:4100',
        shopOrigin: 'http://127.0.0.1:3000',
      },
    });
  });

  it('follows the API and checkout ports when only the ports are moved, as the API host does', () => {
    const { config } = configFromEnv({ PORT: '3900', API_PORT: '4900', CHECKOUT_PORT: '4901' });
    expect(config).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4900',
      checkoutUrl: 'http://127.0.0.1:4901',
      shopOrigin: 'http://127.0.0.1:3900',
    });
  });

  it('counts forwarded headers only when TRUST_PROXY is switched on', () => {
    expect(configFromEnv({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('waits for the API as long as API_WAIT_SECONDS says', () => {
    expect(configFromEnv({ API_WAIT_SECONDS: '30' }).apiWaitMs).toBe(30_000);
    expect(configFromEnv({ API_WAIT_SECONDS: 'soon' }).apiWaitMs).toBe(180_000);
  });

  it('lets explicit URLs win over ports', () => {
    const { config } = configFromEnv({ API_PORT: '4900', API_BASE_URL: 'https://api.example.at' });
    expect(config.apiBaseUrl).toBe('https://api.example.at');
  });

  it('reads the shared cookie domain and the server’s own address of the API', () => {
    const { config } = configFromEnv({
      COOKIE_DOMAIN: '.FanShop.at',
      API_BASE_URL: 'https://api.fanshop.at',
      API_INTERNAL_URL: 'http://10.0.0.5:4000',
    });
    expect(config.cookieDomain).toBe('fanshop.at');
    expect(config.apiBaseUrl).toBe('https://api.fanshop.at');
    expect(config.apiServerUrl).toBe('http://10.0.0.5:4000');
  });

  it('refuses separate https hosts without a shared cookie domain, and takes them with one', () => {
    const separate = {
      SHOP_ORIGIN: 'https://www.fanshop.at',
      CHECKOUT_URL: 'https://checkout.fanshop.at',
    };
    expect(() => assertWorkableConfig(configFromEnv(separate).config)).toThrow(
      /The storefront cannot start: .*set COOKIE_DOMAIN/,
    );
    expect(() =>
      assertWorkableConfig(configFromEnv({ ...separate, COOKIE_DOMAIN: 'fanshop.at' }).config),
    ).not.toThrow();
    expect(() => assertWorkableConfig(configFromEnv({}).config)).not.toThrow();
  });
});
