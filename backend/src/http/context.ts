import type { PriceType } from '@fanshop/core/pricing';
import type { Language } from '../catalogue/catalogue-api';

/** The authenticated customer behind a request (from a valid `Authorization: Bearer` token). */
export interface Customer {
  readonly id: number;
  /** The customer's request id (the `uuid` header value a customer sends). */
  readonly uuid: string;
  readonly role: PriceType;
}

/** Hono environment shared by every route module of the API. */
export interface AppEnv {
  Variables: {
    /** Set by the identity middleware when the bearer token is valid. */
    customer: Customer | undefined;
    /** The `uuid` request header when present and well-formed. */
    requestId: string | undefined;
    /** Content language from `Accept-Language`. */
    language: Language;
  };
}
