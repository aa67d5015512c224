// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './main';

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
});
