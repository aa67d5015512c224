import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { isGuestWithoutToken } from '@fanshop/core/session';
import {
  type CallFailure,
  type Scheduler,
  delay,
  GET_DEDUPE_WINDOW_MS,
  leavingWaitMs,
  retryDelayMs,
} from '@fanshop/core/shared';
import { HttpError, NetworkError, SessionRequiredError } from './http-errors.js';
import type { PageExit } from './page-exit.js';

/** Who is calling: the customer's token and the request id (a guest's starts with `u`). */
export interface Identity {
  readonly token?: string | undefined;
  readonly requestId?: string | undefined;
}

/** Where the client reads the caller's identity and language at call time (cookies in the browser or on the server). */
export interface CallerContext {
  identity(): Identity;
  /** BCP 47 language of the content, e.g. `en-US` or `de-AT`. */
  language(): string;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  /** Query parameters; undefined and null values are left out. */
  readonly params?: Readonly<Record<string, QueryValue>>;
  /**
   * `required`: the call needs a customer's token. Sent as a guest (a `u` request id and no token) it
   * would be refused by the API, so it is refused before sending, by the core's invalid-token rule
   * (spec sections 6 and 8), and the response-error event lets that rule end the session.
   */
  readonly auth?: 'required' | 'optional';
  /** Abort each attempt of the call after this long (the retry gets the same time again). */
  readonly timeoutMs?: number;
  /** Drop every shared GET after this call (login, logout), whatever its method. */
  readonly invalidatesReads?: boolean;
  /**
   * The call may outlive the page: sent while the shopper leaves it (a pending cart removal on the way
   * to the checkout), as a `fetch` with `keepalive`, which the browser completes after the page is gone.
   */
  readonly keepalive?: boolean;
  /**
   * Content language of this call (`Accept-Language`), for calls that name their language, such as a
   * listing or a content page; the caller's language otherwise.
   */
  readonly language?: string;
}

/** What a failed call tells listeners: the error, the identity it was sent with and whether it needed a token. */
export interface ResponseErrorEvent {
  readonly error: HttpError;
  readonly identity: Identity;
  readonly needsToken: boolean;
}

export type ResponseErrorListener = (event: ResponseErrorEvent) => void;

export interface HttpClientOptions {
  readonly baseUrl: string;
  /**
   * The API's public base URL, under which the assets it names by path (images, logos) are addressed in
   * pages, when the calls go elsewhere (a server reaching the API on an internal address). Defaults to
   * `baseUrl`.
   */
  readonly publicBaseUrl?: string;
  readonly caller: CallerContext;
  readonly scheduler: Scheduler;
  /** Window in which repeated GETs to one URL share one request. */
  readonly dedupeWindowMs?: number;
  /** Replaces the network, for tests. */
  readonly transport?: AxiosAdapter;
  /**
   * The page the client runs in, where there is one (`watchPageExit`): a call the browser cuts off while
   * the shopper leaves the page is no failure.
   */
  readonly pageExit?: PageExit;
}

/** The client marker header every call carries (decisions.md). */
export const CLIENT_MARKER = { name: 'X-Client', value: 'storefront-web' } as const;

/** The axios instances of this process: per API address, and per transport for tests. */
const instances = new Map<string, AxiosInstance>();
const instancesByTransport = new WeakMap<AxiosAdapter, Map<string, AxiosInstance>>();

/**
 * The axios instance for an API address. Its defaults never change and it keeps nothing of a caller
 * (identity and language go on each call), so one serves every client of the process: a server makes a
 * client per request, and making an instance (merging its defaults) cost about 3 % of a page's render.
 */
function axiosFor(baseUrl: string, transport: AxiosAdapter | undefined): AxiosInstance {
  let byUrl = transport ? instancesByTransport.get(transport) : instances;
  if (!byUrl) {
    byUrl = new Map();
    if (transport) instancesByTransport.set(transport, byUrl);
  }
  let instance = byUrl.get(baseUrl);
  if (!instance) {
    instance = axios.create({
      baseURL: baseUrl,
      withCredentials: true,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CLIENT_MARKER.name]: CLIENT_MARKER.value,
      },
      // Statuses are judged by the client, not by axios, so that 4xx and 5xx carry their body.
      validateStatus: () => true,
      // Bodies are JSON text already (or null for none): no transform, for axios's default would turn a
      // null into the text "null" for a JSON Content-Type.
      transformRequest: [],
      ...(transport ? { adapter: transport } : {}),
    });
    byUrl.set(baseUrl, instance);
  }
  return instance;
}

interface SharedRead {
  readonly startedAt: number;
  readonly promise: Promise<unknown>;
}

/**
 * The storefront's HTTP client over axios: JSON in and out with credentials and the client marker, identity
 * headers, GET sharing, one retry for GETs (core's `retryDelayMs`), and a response-error event for every
 * failed answer. It never navigates or touches UI state: listeners decide what a failure means.
 */
export class HttpClient {
  private readonly axios: AxiosInstance;
  private readonly sharedReads = new Map<string, SharedRead>();
  private readonly listeners = new Set<ResponseErrorListener>();
  private readonly dedupeWindowMs: number;

  constructor(private readonly options: HttpClientOptions) {
    this.dedupeWindowMs = options.dedupeWindowMs ?? GET_DEDUPE_WINDOW_MS;
    this.axios = axiosFor(options.baseUrl, options.transport);
  }

  /** Subscribes to failed answers (statuses 400 to 599); returns the unsubscribe function. */
  onResponseError(listener: ResponseErrorListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get<T>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('get', url, undefined, options);
  }

  post<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('post', url, body, options);
  }

  put<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('put', url, body, options);
  }

  patch<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('patch', url, body, options);
  }

  delete<T>(url: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('delete', url, undefined, options);
  }

  /** The API's public base URL; assets the API names by path (images, logos) live under it. */
  get baseUrl(): string {
    return this.options.publicBaseUrl ?? this.options.baseUrl;
  }

  /** Forgets every shared GET, so the next read goes to the network. */
  dropSharedReads(): void {
    this.sharedReads.clear();
  }

  private request<T>(method: HttpMethod, url: string, body: unknown, options: RequestOptions): Promise<T> {
    const identity = this.options.caller.identity();
    const language = options.language ?? this.options.caller.language();
    const fullUrl = withQuery(url, options.params);

    if (method !== 'get' || options.invalidatesReads) this.dropSharedReads();
    if (method !== 'get') {
      return this.send<T>(method, fullUrl, body, options, identity, language).finally(() => {
        // A read that started during the write may hold the old state.
        this.dropSharedReads();
      });
    }
    if (options.invalidatesReads) {
      return this.send<T>(method, fullUrl, body, options, identity, language).finally(() =>
        this.dropSharedReads(),
      );
    }

    const key = JSON.stringify([identity.token, identity.requestId, language, fullUrl]);
    const now = this.options.scheduler.now();
    this.sweep(now);
    const shared = this.sharedReads.get(key);
    if (shared) return shared.promise as Promise<T>;

    const promise = this.send<T>(method, fullUrl, body, options, identity, language);
    const entry: SharedRead = { startedAt: now, promise };
    this.sharedReads.set(key, entry);
    // A failure is shared with those who joined, but the next caller tries afresh.
    promise.catch(() => {
      if (this.sharedReads.get(key) === entry) this.sharedReads.delete(key);
    });
    return promise;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.sharedReads) {
      if (now - entry.startedAt >= this.dedupeWindowMs) this.sharedReads.delete(key);
    }
  }

  private async send<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    options: RequestOptions,
    identity: Identity,
    language: string,
  ): Promise<T> {
    const needsToken = options.auth === 'required';
    if (needsToken && isGuestWithoutToken(identity)) {
      const error = new SessionRequiredError(method, url);
      this.emit({ error, identity, needsToken });
      throw error;
    }

    const headers: Record<string, string> = { 'Accept-Language': language };
    if (identity.requestId) headers.uuid = identity.requestId;
    if (identity.token) headers.Authorization = `Bearer ${identity.token}`;

    for (let attempts = 1; ; attempts++) {
      const answer = await this.attempt(method, url, body, options, headers);
      let failure: CallFailure;
      if (answer instanceof NetworkError) failure = { kind: answer.kind };
      else if (answer.status < 400) return parseBody(answer.data) as T;
      else
        failure = { kind: 'status', status: answer.status, retryAfter: headerValue(answer, 'retry-after') };

      // Cut off by the shopper leaving: a page that is gone never gets past this wait, so nothing is
      // logged, retried or shown; a page that stays judges the failure afterwards.
      const leaving = leavingWaitMs(failure, this.options.pageExit?.leaving() ?? false);
      if (leaving > 0) await delay(this.options.scheduler, leaving);

      const wait = retryDelayMs(method, attempts, failure, this.options.scheduler.now());
      if (wait !== null) {
        await delay(this.options.scheduler, wait);
        continue;
      }

      if (answer instanceof NetworkError) throw answer;
      const error = new HttpError(answer.status, parseBody(answer.data), method, url);
      this.emit({ error, identity, needsToken });
      throw error;
    }
  }

  /** One attempt of a call: the answer, whatever its status, or the network error of no answer. */
  private async attempt(
    method: HttpMethod,
    url: string,
    body: unknown,
    options: RequestOptions,
    headers: Record<string, string>,
  ): Promise<AxiosResponse | NetworkError> {
    try {
      return await this.axios.request({
        method,
        url,
        // Spec section 7: every call carries JSON Content-Type. Axios's XHR adapter (the browser's)
        // drops the header when the data is undefined, so a call without a body sends null instead.
        data: body === undefined ? null : JSON.stringify(body),
        headers,
        timeout: options.timeoutMs ?? 0,
        // Only `fetch` can outlive the page; the default (XHR in the browser) is kept for the rest.
        ...(options.keepalive
          ? {
              fetchOptions: { keepalive: true },
              ...(this.options.transport ? {} : { adapter: 'fetch' as const }),
            }
          : {}),
      });
    } catch (cause) {
      return toNetworkError(cause, method, url);
    }
  }

  private emit(event: ResponseErrorEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A listener's failure must not change the caller's outcome.
      }
    }
  }
}

/** Appends query parameters in a stable order, so equal requests share one key. */
export function withQuery(url: string, params: RequestOptions['params']): string {
  if (!params) return url;
  // The default sort compares code units, the same in every engine and language.
  const pairs = Object.keys(params)
    .sort()
    .flatMap((key) => {
      const value = params[key];
      return value === undefined || value === null
        ? []
        : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
    });
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data === '') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function headerValue(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = response.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function toNetworkError(cause: unknown, method: string, url: string): NetworkError {
  const code = axios.isAxiosError(cause) ? cause.code : undefined;
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  return new NetworkError(timedOut ? 'timeout' : 'network', method, url);
}
