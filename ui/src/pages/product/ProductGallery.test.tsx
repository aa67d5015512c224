import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImage } from '@fanshop/core/catalog';
import { createTestShop } from '../../testing/test-shop';
import { ProductGallery, pictureInView } from './ProductGallery';

const NAME = 'Austria Home Jersey 2026';
const IMAGES: ProductImage[] = [
  { url: '/images/products/123.svg', alt: `${NAME}, front` },
  { url: '/images/products/123-2.svg', alt: `${NAME}, back` },
  { url: '/images/products/123-3.svg', alt: `${NAME}, detail` },
];

function renderGallery() {
  const shop = createTestShop();
  shop.render(<ProductGallery images={IMAGES} name={NAME} />);
  return shop;
}

function strip(): HTMLElement {
  return screen.getByRole('button', { name: 'Zoom picture 1 of 3' }).parentElement!;
}

function dots(): HTMLElement {
  return screen.getByRole('group', { name: 'Pictures' });
}

describe('ProductGallery', () => {
  it('shows every picture as a button that zooms it; the first loads first, the others when needed', () => {
    renderGallery();

    const first = screen.getByRole('img', { name: `${NAME}, front` });
    expect(first.closest('button')).toHaveAccessibleName('Zoom picture 1 of 3');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: `${NAME}, detail` })).toHaveAttribute('loading', 'lazy');
  });

  it('given the zoom opened on the first picture, then it is a labelled modal dialog that says where it is and locks the page', async () => {
    const shop = renderGallery();

    await userEvent.click(screen.getByRole('button', { name: 'Zoom picture 1 of 3' }));

    const dialog = screen.getByRole('dialog', { name: `Pictures of ${NAME}` });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: `${NAME}, front` })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(shop.fakes.scrollLock.locked).toBe(true);
  });

  it('when the shopper presses the arrow keys in the zoom, then it moves picture by picture and goes round at the ends', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom picture 1 of 3' }));
    const dialog = screen.getByRole('dialog');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: `${NAME}, back` })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('when the shopper uses the buttons and thumbnails in the zoom, then they move the same way', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom picture 1 of 3' }));
    const dialog = screen.getByRole('dialog');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  });

  it('when Escape closes the zoom, then the page scrolls again and the focus is on the picture shown, which the gallery now shows', async () => {
    const shop = renderGallery();
    shop.fakes.scrollLock.y = 420;
    await userEvent.click(screen.getByRole('button', { name: 'Zoom picture 1 of 3' }));
    await userEvent.keyboard('{ArrowRight}');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shop.fakes.scrollLock.calls).toEqual(['lock', 'unlock:420']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zoom picture 2 of 3' }));
    expect(screen.getByRole('button', { name: 'Zoom picture 2 of 3' })).toHaveClass(
      'product-gallery__slide--current',
    );
  });

  it('when the close button is used, then the focus goes back to the picture that opened the zoom', async () => {
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Zoom picture 1 of 3' });
    await userEvent.click(opener);

    await userEvent.click(screen.getByRole('button', { name: 'Close the pictures' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('given the swipe strip, when it scrolls to the third picture, then the third dot is the current one', () => {
    renderGallery();
    expect(within(dots()).getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    Object.defineProperty(strip(), 'clientWidth', { configurable: true, value: 375 });

    strip().scrollLeft = 750;
    fireEvent.scroll(strip());

    expect(within(dots()).getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(dots()).getByRole('button', { name: 'Show picture 1 of 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('when the shopper taps a dot, then the strip scrolls to its picture and the dot is current', async () => {
    renderGallery();
    Object.defineProperty(strip(), 'clientWidth', { configurable: true, value: 375 });
    const scrollTo = vi.fn();
    strip().scrollTo = scrollTo as typeof HTMLElement.prototype.scrollTo;

    await userEvent.click(within(dots()).getByRole('button', { name: 'Show picture 2 of 3' }));

    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 375 }));
    expect(within(dots()).getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('when the shopper picks a thumbnail, then it is the picture shown', async () => {
    renderGallery();
    const thumbs = screen.getByRole('list', { name: 'Pictures' });

    await userEvent.click(within(thumbs).getByRole('button', { name: 'Show picture 3 of 3' }));

    expect(within(thumbs).getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Zoom picture 3 of 3' })).toHaveClass(
      'product-gallery__slide--current',
    );
  });
});

describe('pictureInView', () => {
  it('is the picture whose start is nearest, within the strip', () => {
    expect(pictureInView(0, 375, 3)).toBe(0);
    expect(pictureInView(180, 375, 3)).toBe(0);
    expect(pictureInView(200, 375, 3)).toBe(1);
    expect(pictureInView(750, 375, 3)).toBe(2);
    expect(pictureInView(5000, 375, 3)).toBe(2);
    expect(pictureInView(-40, 375, 3)).toBe(0);
    expect(pictureInView(300, 0, 3)).toBe(0);
  });
});
