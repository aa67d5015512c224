import { cookieDomainProblem, normaliseCookieDomain } from '@fanshop/core/session';
import { SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_FAILURE_WINDOW_MS } from '@fanshop/core/shared';
import { OWASP_ARGON2ID, type PasswordPolicy } from './accounts/passwords';

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
  /**
   * Login limits (docs/api.md "Login limits"): failures per client address within the window before
   * that address is refused; failures per account (or per device of it) that cost nothing, after which
   * each attempt waits a delay that doubles per failure up to `maxDelayMs`; attempts that would queue
   * longer than `maxWaitMs` are refused.
   */
  readonly loginLimit: {
    readonly perAccount: number;
    readonly perClient: number;
    readonly windowMs: number;
    readonly baseDelayMs: number;
    readonly maxDelayMs: number;
    readonly maxWaitMs: number;
  };
  /** Account mails (password reset, "someone tried to register"): at most one of a kind per address within this time. */
  readonly mailIntervalMs: number;
  /** argon2id parameters of new password hashes; see docs/api.md "Passwords". */
  readonly passwordPolicy: PasswordPolicy;
  /** Secret that signs device cookies; a random one per process when absent (main keeps one in DATA_DIR). */
  readonly deviceSecret?: Buffer;
  /** Whether the device cookie is `Secure` (the API is served over https). */
  readonly secureCookies: boolean;
  /** The shared cookie domain (`COOKIE_DOMAIN`) the device cookie is written for; host-only when undefined. */
  readonly cookieDomain?: string;
  /** Whether `/_mailbox/` is served. */
  readonly mailbox: boolean;
  /** Take the client address from `X-Forwarded-For` (only behind a trusted proxy). */
  readonly trustProxy: boolean;
}

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
  loginLimit: {
    perAccount: 5,
    perClient: SIGN_IN_FAILURES_PER_CLIENT,
    windowMs: SIGN_IN_FAILURE_WINDOW_MS,
    baseDelayMs: 1000,
    maxDelayMs: 10_000,
    maxWaitMs: 20_000,
  },
  mailIntervalMs: 60_000,
  passwordPolicy: OWASP_ARGON2ID,
  secureCookies: false,
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

/** Whether a host name or address is this machine's loopback. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** An on/off switch of the environment: `on`, `1`, `true`, `yes`; `off`, `0`, `false`, `no`; else undefined. */
export function envSwitch(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'on' || v === '1' || v === 'true' || v === 'yes') return true;
  if (v === 'off' || v === '0' || v === 'false' || v === 'no') return false;
  return undefined;
}

/**
 * Reads the API settings from the environment (`STOREFRONT_URL`, `API_URL`, `CHECKOUT_URL`,
 * `CORS_ORIGINS` comma list, `BODY_LIMIT_BYTES`, `LOGIN_LIMIT_PER_ACCOUNT`, `LOGIN_LIMIT_PER_CLIENT`,
 * `LOGIN_LIMIT_WINDOW_MS`, `LOGIN_DELAY_MAX_MS`, `MAILBOX`, `TRUST_PROXY`, `NODE_ENV`, `HOST`), ports
 * filling in the local URLs. The mailbox is served only when the API listens on a loopback address
 * outside production, or when `MAILBOX=on` says so; forwarded headers count only with `TRUST_PROXY=on`.
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
  const apiUrl = trimSlash(env.API_URL ?? `http://127.0.0.1:${settings.apiPort}`);
  const maxDelayMs = positiveInt(env.LOGIN_DELAY_MAX_MS, DEFAULT_CONFIG.loginLimit.maxDelayMs);
  return {
    ...DEFAULT_CONFIG,
    storefrontUrl,
    apiUrl,
    checkoutUrl: trimSlash(env.CHECKOUT_URL ?? `http://127.0.0.1:${settings.checkoutPort}`),
    corsOrigins,
    bodyLimitBytes: positiveInt(env.BODY_LIMIT_BYTES, DEFAULT_CONFIG.bodyLimitBytes),
    loginLimit: {
      perAccount: positiveInt(env.LOGIN_LIMIT_PER_ACCOUNT, DEFAULT_CONFIG.loginLimit.perAccount),
      perClient: positiveInt(env.LOGIN_LIMIT_PER_CLIENT, DEFAULT_CONFIG.loginLimit.perClient),
      windowMs: positiveInt(env.LOGIN_LIMIT_WINDOW_MS, DEFAULT_CONFIG.loginLimit.windowMs),
      baseDelayMs: Math.min(DEFAULT_CONFIG.loginLimit.baseDelayMs, maxDelayMs),
      maxDelayMs,
      maxWaitMs: 2 * maxDelayMs,
    },
    secureCookies: apiUrl.startsWith('https:'),
    cookieDomain: normaliseCookieDomain(env.COOKIE_DOMAIN),
    mailbox:
      envSwitch(env.MAILBOX) ??
      (isLoopback(settings.host) && (env.NODE_ENV ?? '').trim().toLowerCase() !== 'production'),
    trustProxy: envSwitch(env.TRUST_PROXY) ?? false,
  };
}

/**
 * Refuses settings that cannot work together, with the sentence an operator needs (the core's
 * `cookieDomainProblem`): the checkout host reads the storefront's cookies only on a shared domain.
 */
export function assertWorkableConfig(config: ApiConfig): void {
  const problem = cookieDomainProblem({
    shopOrigin: config.storefrontUrl,
    checkoutUrl: config.checkoutUrl,
    cookieDomain: config.cookieDomain,
  });
  if (problem) throw new UnworkableSettings(`The API cannot start: ${problem}.`);
}

/** Settings that cannot work together: the operator needs its sentence, not a stack trace. */
export class UnworkableSettings extends Error {
  override readonly name = 'UnworkableSettings';
}
