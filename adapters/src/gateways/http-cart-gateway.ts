import type { Cart, AddToCartRequest, CartGateway, CartRemovalOptions } from '@fanshop/core/cart';
import type { HttpClient } from '../http/http-client.js';
import { parse } from './parse.js';
import { cartAnswer, cartRemovalAnswer } from './schemas/cart.js';
import { assetUrl } from './asset-url.js';

/**
 * The shop API's cart (spec section 7). Every call carries the `uuid` header: `ensureRequestId`
 * (the core's `EnsureRequestId`, wired by the composition root) creates and stores a guest id on
 * first need, before the client reads the identity. Money stays in integer cents as the API sends it.
 */
export class HttpCartGateway implements CartGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly ensureRequestId: () => unknown,
  ) {}

  async get(): Promise<Cart> {
    this.ensureRequestId();
    const body = await this.http.get<unknown>('/api/v1/cart/');
    return this.toCart(parse(cartAnswer, body, 'data').data);
  }

  async add(request: AddToCartRequest): Promise<Cart> {
    this.ensureRequestId();
    const body = await this.http.post<unknown>('/api/v1/cart/', {
      productOption: request.productOption,
      amount: request.amount ?? 1,
      ...(request.relatedProducts ? { relatedProducts: request.relatedProducts } : {}),
      ...(request.personalisation ? { personalisation: request.personalisation } : {}),
    });
    return this.toCart(parse(cartAnswer, body, 'data').data);
  }

  async remove(hash: string, options: CartRemovalOptions = {}): Promise<Cart | null> {
    this.ensureRequestId();
    const body = await this.http.delete<unknown>(`/api/v1/cart/hash/${encodeURIComponent(hash)}/`, {
      keepalive: options.keepalive,
    });
    const cart = parse(cartRemovalAnswer, body, 'data')?.data;
    return cart ? this.toCart(cart) : null;
  }

  /** Image paths from the API are made absolute: the storefront runs on another host. */
  private toCart(cart: Cart): Cart {
    const base = this.http.baseUrl;
    return {
      ...cart,
      products: cart.products.map((line) =>
        line.image ? { ...line, image: assetUrl(base, line.image) } : line,
      ),
    };
  }

  async merge(mergeUuid: string): Promise<void> {
    this.ensureRequestId();
    // Merging into a customer's cart: a guest is refused before sending.
    await this.http.post('/api/v1/cart/merge/', { mergeUuid }, { auth: 'required' });
  }
}
