/** Settings of the API and the checkout host, read from the environment by `main.ts`. */
export interface ApiConfig {
  /** Public base URL of the storefront, used in mail links and the checkout host's links. */
  readonly storefrontUrl: string;
  /** Public base URL of the API (images on the checkout host, the mailbox). */
  readonly apiUrl: string;
  /** Public base URL of the checkout host. */
  readonly checkoutUrl: string;
  /** Browser origins allowed to call the API with credentials (CORS). No wildcard. */
  readonly corsOrigins: readonly string[];
  /** Largest request body accepted, in bytes (413 above). */
  readonly bodyLimitBytes: number;
  /** Lifetime of a login token. */
  readonly sessionTtlMs: number;
  /** Lifetime of the double opt-in link. */
  readonly doiTtlMs: number;
  /** Lifetime of the password reset link. */
  readonly resetTtlMs: number;
  /** Failed-login limit: failures allowed per account and per client within the window. */
  readonly loginLimit: {
    readonly perAccount: number;
    readonly perClient: number;
    readonly windowMs: number;
  };
  /** Account mails (password reset, "someone tried to register") per address within the window; more are dropped silently. */
  readonly mailLimit: { readonly perAddress: number; readonly windowMs: number };
  /** scrypt cost parameter N (a power of two); see docs/api.md "Passwords". */
  readonly scryptCost: number;
  /** Whether `/_mailbox/` is served. */
  readonly mailbox: boolean;
  /** Take the client address from `X-Forwarded-For` (only behind a trusted proxy). */
  readonly trustProxy: boolean;
}

/** OWASP's scrypt recommendation (N=2^17, r=8, p=1), equivalent to argon2id m=19 MiB, t=2. */
export const PRODUCTION_SCRYPT_COST = 2 ** 17;

/** The settings for local use: storefront on 3000, API on 4000, checkout on 4100. */
export const DEFAULT_CONFIG: ApiConfig = {
  storefrontUrl: 'http://127.0.0.1:3000',
  apiUrl: 'http://127.0.0.1:4000',
  checkoutUrl: 'http://127.0.0.1:4100',
  corsOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
  bodyLimitBytes: 64 * 1024,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  doiTtlMs: 7 * 24 * 60 * 60 * 1000,
  resetTtlMs: 60 * 60 * 1000,
  loginLimit: { perAccount: 5, perClient: 20, windowMs: 15 * 60 * 1000 },
  mailLimit: { perAddress: 3, windowMs: 60 * 60 * 1000 },
  scryptCost: PRODUCTION_SCRYPT_COST,
  mailbox: true,
  trustProxy: false,
};

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Ports and the data folder, as `main.ts` needs them. */
export interface ServerSettings {
  readonly apiPort: number;
  readonly checkoutPort: number;
  readonly host: string;
  readonly dataDir: string;
  readonly catalogueSize: number;
}

/** Reads ports, the data folder and the catalogue size from the environment. */
export function serverSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    apiPort: positiveInt(env.API_PORT, 4000),
    checkoutPort: positiveInt(env.CHECKOUT_PORT, 4100),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : '.data',
    catalogueSize: positiveInt(env.CATALOGUE_SIZE, 2000),
  };
}

/**
 * Reads the API settings from the environment (`STOREFRONT_URL`, `API_URL`, `CHECKOUT_URL`,
 * `CORS_ORIGINS` comma list, `BODY_LIMIT_BYTES`, `LOGIN_LIMIT_PER_ACCOUNT`, `LOGIN_LIMIT_PER_CLIENT`,
 * `LOGIN_LIMIT_WINDOW_MS`, `SCRYPT_COST`, `MAILBOX=off`, `TRUST_PROXY=1`), ports filling in
 * the local URLs.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const settings = serverSettingsFromEnv(env);
  const storefrontUrl = trimSlash(env.STOREFRONT_URL ?? `http://127.0.0.1:${positiveInt(env.PORT, 3000)}`);
  const storefrontPort = new URL(storefrontUrl).port || '80';
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((o) => trimSlash(o.trim()))
        .filter((o) => o !== '' && o !== '*')
    : [
        ...new Set([
          new URL(storefrontUrl).origin,
          `http://127.0.0.1:${storefrontPort}`,
          `http://localhost:${storefrontPort}`,
        ]),
      ];
  const cost = positiveInt(env.SCRYPT_COST, PRODUCTION_SCRYPT_COST);
  return {
    ...DEFAULT_CONFIG,
    storefrontUrl,
    apiUrl: trimSlash(env.API_URL ?? `http://127.0.0.1:${settings.apiPort}`),
    checkoutUrl: trimSlash(env.CHECKOUT_URL ?? `http://127.0.0.1:${settings.checkoutPort}`),
    corsOrigins,
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, DEFAULT_CONFIG.bodyLimitBytes),
    loginLimit: {
      perAccount: positiveInt(env.LOGIN_LIMIT_PER_ACCOUNT, DEFAULT_CONFIG.loginLimit.perAccount),
      perClient: positiveInt(env.LOGIN_LIMIT_PER_CLIENT, DEFAULT_CONFIG.loginLimit.perClient),
      windowMs: positiveInt(env.LOGIN_LIMIT_WINDOW_MS, DEFAULT_CONFIG.loginLimit.windowMs),
    },
    // Only powers of two from 2^10 up are valid scrypt costs.
    scryptCost: cost >= 1024 && (cost & (cost - 1)) === 0 ? cost : PRODUCTION_SCRYPT_COST,
    mailbox: env.MAILBOX !== 'off',
    trustProxy: env.TRUST_PROXY === '1',
  };
}
