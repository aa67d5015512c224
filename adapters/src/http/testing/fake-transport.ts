import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/**
 * One answer the fake network gives: a status with body and headers (a header may repeat, as a list), or
 * a failure without answer. A timeout fails with axios's code for it, `ECONNABORTED`, or the one given
 * (`ETIMEDOUT`, axios's with `clarifyTimeoutError`).
 */
export type FakeAnswer =
  | { status: number; data?: unknown; headers?: Record<string, string | string[]> }
  | { fail: 'reset' }
  | { fail: 'timeout'; code?: 'ECONNABORTED' | 'ETIMEDOUT' };

export interface SentRequest {
  method: string;
  url: string;
  /** The base the client put before `url`. */
  baseURL: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean | undefined;
  /** Sent to outlive the page (`fetch` with `keepalive`). */
  keepalive: boolean;
  timeout: number | undefined;
}

/**
 * A scripted network for the HTTP client: answers are taken from `script` per `METHOD url` (the last one
 * repeats), every request is recorded, and `hold()` keeps requests pending until `release()`.
 */
export class FakeTransport {
  readonly sent: SentRequest[] = [];
  private readonly script = new Map<string, FakeAnswer[]>();
  private held: (() => void)[] | null = null;

  answer(methodAndUrl: string, ...answers: FakeAnswer[]): this {
    this.script.set(methodAndUrl, answers);
    return this;
  }

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    waiting.forEach((go) => go());
  }

  count(methodAndUrl: string): number {
    return this.sent.filter((r) => `${r.method} ${r.url}` === methodAndUrl).length;
  }

  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof v === 'string') headers[k.toLowerCase()] = v;
    }
    this.sent.push({
      method,
      url,
      baseURL: config.baseURL,
      headers,
      // The client sends JSON text, or null for a call without a body (recorded as undefined).
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? undefined),
      withCredentials: config.withCredentials,
      keepalive: (config.fetchOptions as { keepalive?: boolean } | undefined)?.keepalive === true,
      timeout: config.timeout,
    });
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));

    const answers = this.script.get(`${method} ${url}`) ?? [{ status: 200, data: {} }];
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if ('fail' in answer) {
      const code = answer.fail === 'timeout' ? (answer.code ?? 'ECONNABORTED') : 'ECONNRESET';
      throw new AxiosError(answer.fail, code, config);
    }
    return {
      data: answer.data ?? null,
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.headers ?? {},
      config,
    };
  };
}
