import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageNotFoundError } from '@fanshop/core/navigation';
import { ContentMother } from '@fanshop/core/testing';
import type { FaqDetail } from '@fanshop/core/content';
import { createTestShop } from '../../testing/test-shop';
import { renderPage, routeOf } from '../../content/testing/render-page';
import * as faqOverviewPage from './faq-page';
import * as faqDetailPage from './faq-detail-page';

const shipping: FaqDetail = {
  path: '/faq/shipping/',
  title: 'Shipping',
  entries: [
    { question: 'How long does delivery take?', answerHtml: '<p>2–3 working days in Austria.</p>' },
    {
      question: 'How much is shipping?',
      answerHtml: '<p>€4.95, free from €50.</p><script>alert(1)</script>',
    },
    { question: 'Can I collect at the stadium?', answerHtml: '<p>Yes, click &amp; collect is free.</p>' },
  ],
};

function shopWithFaq() {
  const shop = createTestShop();
  shop.fakes.content
    .withPage('faqOverview', '/faq/', 'en-US', {
      ...ContentMother.faqOverview(),
      title: 'Help & FAQ',
      categories: [
        {
          title: 'Shipping',
          url: '/faq/shipping/',
          questions: shipping.entries.map((e) => ({ title: e.question, url: '/faq/shipping/' })),
        },
      ],
    })
    .withPage('faqDetail', '/faq/shipping/', 'en-US', shipping);
  return shop;
}

describe('FAQ overview', () => {
  it('given topics with questions, then each topic leads to its page and each question to its answer there', async () => {
    await renderPage(shopWithFaq(), faqOverviewPage, '/faq/');
    expect(screen.getByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeInTheDocument();
    const topic = screen.getByRole('heading', { level: 2, name: 'Shipping' });
    expect(within(topic).getByRole('link')).toHaveAttribute('href', '/faq/shipping/');
    expect(screen.getByRole('link', { name: 'How much is shipping?' })).toHaveAttribute(
      'href',
      '/faq/shipping/#how-much-is-shipping',
    );
    expect(screen.getByRole('link', { name: 'All answers about Shipping' })).toBeInTheDocument();
  });
});

describe('FAQ detail', () => {
  it('given a topic, then its questions show collapsed, with the answers hidden', async () => {
    const { head } = await renderPage(shopWithFaq(), faqDetailPage, '/faq/shipping/');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((q) => q.textContent)).toEqual(shipping.entries.map((e) => e.question));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText('2–3 working days in Austria.').closest('[hidden]')).not.toBeNull();
    expect(head()).toMatchObject({
      title: 'Shipping – Help & FAQ | Rot-Weiß-Rot Fan Shop',
      canonicalPath: '/faq/shipping/',
      jsonLd: [
        {
          '@type': 'FAQPage',
          mainEntity: [
            {
              name: 'How long does delivery take?',
              acceptedAnswer: { text: '2–3 working days in Austria.' },
            },
            { name: 'How much is shipping?', acceptedAnswer: { text: '€4.95, free from €50.' } },
            {
              name: 'Can I collect at the stadium?',
              acceptedAnswer: { text: 'Yes, click & collect is free.' },
            },
          ],
        },
        { '@type': 'BreadcrumbList' },
      ],
    });
  });

  it('when a question is clicked, then its answer shows and the button says it is expanded; again hides it', async () => {
    await renderPage(shopWithFaq(), faqDetailPage, '/faq/shipping/');
    const user = userEvent.setup();
    const question = screen.getByRole('button', { name: 'How long does delivery take?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How long does delivery take?' });
    expect(answer.id).toBe(question.getAttribute('aria-controls'));
    expect(within(answer).getByText('2–3 working days in Austria.')).toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How long does delivery take?' })).not.toBeInTheDocument();
  });

  it('with the keyboard: Enter and Space toggle, arrows, Home and End move between questions', async () => {
    await renderPage(shopWithFaq(), faqDetailPage, '/faq/shipping/');
    const user = userEvent.setup();
    const [first, second, third] = screen.getAllByRole('button', { expanded: false });
    first!.focus();
    await user.keyboard('{Enter}');
    expect(first!).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second!).toHaveAttribute('aria-expanded', 'true');
    expect(first!).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first!).toHaveAttribute('aria-expanded', 'false');
  });

  it('given an answer with a script, then the script never reaches the page but the text does', async () => {
    const { result } = await renderPage(shopWithFaq(), faqDetailPage, '/faq/shipping/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'How much is shipping?' }));
    expect(screen.getByText('€4.95, free from €50.')).toBeInTheDocument();
    expect(result.container.querySelector('script')).toBeNull();
    expect(result.container.textContent).not.toContain('alert');
  });

  it('given an address naming a question, then its answer opens, takes the focus and scrolls into view; the others stay closed', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    window.history.replaceState(null, '', '/faq/shipping/#how-much-is-shipping');
    try {
      await renderPage(shopWithFaq(), faqDetailPage, '/faq/shipping/');

      const question = screen.getByRole('button', { name: 'How much is shipping?' });
      await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
      expect(screen.getByRole('region', { name: 'How much is shipping?' })).toHaveTextContent(
        '€4.95, free from €50.',
      );
      expect(screen.getByRole('button', { name: 'How long does delivery take?' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(document.activeElement).toBe(question);
      expect(scrolled.length).toBeGreaterThan(0);
      expect(new Set(scrolled)).toEqual(new Set([document.getElementById('how-much-is-shipping')]));
      expect(question.closest('.faq-item')).toHaveAttribute('id', 'how-much-is-shipping');
    } finally {
      scrollIntoView.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });

  it('when the address changes to another question, then that answer opens as well', async () => {
    await renderPage(shopWithFaq(), faqDetailPage, '/faq/shipping/');
    try {
      act(() => {
        window.history.replaceState(null, '', '/faq/shipping/#can-i-collect-at-the-stadium');
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });

      expect(screen.getByRole('button', { name: 'Can I collect at the stadium?' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByRole('button', { name: 'How much is shipping?' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('given a German topic, then the questions link to anchors with the umlauts spelled out', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.fakes.content.withPage('faqOverview', '/faq/', 'de-AT', {
      ...ContentMother.faqOverview(),
      title: 'Hilfe & FAQ',
      categories: [
        {
          title: 'Bestellung',
          url: '/faq/bestellung/',
          questions: [{ title: 'Kann ich meine Bestellung ändern?', url: '/faq/bestellung/' }],
        },
      ],
    });
    await renderPage(shop, faqOverviewPage, '/de/faq/');

    expect(screen.getByRole('link', { name: 'Kann ich meine Bestellung ändern?' })).toHaveAttribute(
      'href',
      '/de/faq/bestellung/#kann-ich-meine-bestellung-aendern',
    );
  });

  it('given a topic that does not exist, then loading it is the 404 page-not-found error', async () => {
    const shop = shopWithFaq();
    await expect(
      faqDetailPage.load({ services: shop.services, match: routeOf('/faq/nothing/') }),
    ).rejects.toBeInstanceOf(PageNotFoundError);
  });
});
