import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductMother } from '@fanshop/core/testing';
import type { ProductDetail } from '@fanshop/core/catalog';
import { matchRoute } from '@fanshop/core/navigation';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import * as productPage from './product-page';

/** An IntersectionObserver the test moves: it reports what `report` says of the observed element. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  target: Element | null = null;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(where: 'above' | 'in view' | 'below') {
    const top = 117;
    const bottom = where === 'above' ? 40 : where === 'in view' ? 400 : 1200;
    const entry = {
      target: this.target!,
      isIntersecting: where !== 'above',
      boundingClientRect: { top: bottom - 52, bottom } as DOMRectReadOnly,
      rootBounds: { top, bottom: 812 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function scrolled(where: 'above' | 'in view' | 'below') {
  FakeIntersectionObserver.last!.report(where);
}

async function openProduct(product: ProductDetail = ProductMother.jerseyDetail()): Promise<TestShop> {
  const shop = createTestShop();
  shop.fakes.product.with(product);
  const match = matchRoute(product.url);
  if (match.kind !== 'route') throw new Error(`${product.url} does not match a route`);
  await productPage.load({ services: shop.services, match });
  const Page = productPage.default;
  shop.render(<Page match={match} />, product.url);
  return shop;
}

function bar(): HTMLElement | null {
  return document.querySelector('.sticky-add');
}

function sizes(): HTMLElement {
  return screen.getByRole('group', { name: /^Size/ });
}

describe('StickyAddBar', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.last = null;
  });

  it('watches the main add button and is not there while it is on screen or still below', async () => {
    await openProduct();
    expect(FakeIntersectionObserver.last?.target).toHaveClass('product-info__add');
    expect(bar()).toBeNull();

    scrolled('below');
    expect(bar()).toBeNull();
    scrolled('in view');
    expect(bar()).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
  });

  it('given the main button scrolled up out of view, then the bar shows the price to pay, asks for a size and offers the same button', async () => {
    await openProduct(ProductMother.jerseyDetail({ prices: { vk: 7595, rrp: 9695 } }));

    scrolled('above');

    const shown = bar()!;
    expect(shown).toHaveTextContent('€75.95');
    expect(shown).toHaveTextContent('Choose a size');
    expect(within(shown).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();

    await userEvent.click(within(sizes()).getByRole('radio', { name: 'L' }));
    expect(shown).toHaveTextContent('Size L');

    scrolled('in view');
    expect(bar()).toBeNull();
  });

  it('given no size, when its button is pressed, then it asks for a size, adds nothing and takes the shopper to the sizes', async () => {
    const shop = await openProduct();
    scrolled('above');
    const scrollIntoView = vi.fn();
    sizes().scrollIntoView = scrollIntoView;

    await userEvent.click(within(bar()!).getByRole('button', { name: 'Add to cart' }));

    expect(shop.fakes.cart.addRequests).toEqual([]);
    expect(screen.getByText('Please choose a size.')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(document.activeElement).toBe(within(sizes()).getByRole('radio', { name: 'S' }));
  });

  it('given a size, when its button is pressed, then the piece goes into the cart and the bar steps aside for the cart popup', async () => {
    const shop = await openProduct();
    await userEvent.click(within(sizes()).getByRole('radio', { name: 'S' }));
    scrolled('above');

    await userEvent.click(within(bar()!).getByRole('button', { name: 'Add to cart' }));

    expect(shop.fakes.cart.addRequests).toEqual([{ productOption: 1231, amount: 1 }]);
    expect(shop.services.headerPopups.isOpen('cart')).toBe(true);
    expect(bar()).toBeNull();

    act(() => shop.services.headerPopups.close('cart'));
    expect(bar()).not.toBeNull();
  });

  it('while any header popup is open, then the bar is not there', async () => {
    const shop = await openProduct();
    scrolled('above');

    act(() => shop.services.headerPopups.open('wishlist'));
    expect(bar()).toBeNull();
    act(() => shop.services.headerPopups.closeAll());
    expect(bar()).not.toBeNull();
  });

  it('given a browser without IntersectionObserver, then the bar never shows', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await openProduct();

    expect(FakeIntersectionObserver.last).toBeNull();
    expect(bar()).toBeNull();
  });

  it('given a sold-out product, then there is no bar', async () => {
    await openProduct(ProductMother.soldOut());

    scrolled('above');

    expect(bar()).toBeNull();
  });
});
