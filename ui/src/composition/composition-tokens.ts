import type { ServiceIdentifier } from 'inversify';
import type { HttpClient } from '@fanshop/adapters/http/http-client';

/** The HTTP client is an adapter detail: only the composition root asks for it. */
export const HTTP_CLIENT = Symbol.for('HttpClient') as ServiceIdentifier<HttpClient>;
