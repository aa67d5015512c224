import type { PageSeo } from './content-page.js';

/** A link to an FAQ detail page. */
export interface FaqLink {
  readonly title: string;
  /** Path of the detail page, e.g. `/faq/delivery/`. */
  readonly url: string;
}

/** A group of questions on the FAQ overview. */
export interface FaqCategory {
  readonly title: string;
  readonly url: string;
  readonly questions: readonly FaqLink[];
}

/** The FAQ overview (`/faq/`). */
export interface FaqOverview {
  readonly path: string;
  readonly title: string;
  readonly categories: readonly FaqCategory[];
  readonly seo?: PageSeo;
}

/** One question and its answer. */
export interface FaqEntry {
  readonly question: string;
  /** The answer as HTML from the shop's content system. */
  readonly answerHtml: string;
}

/** An FAQ detail page (`/faq/…`): one topic with its questions. */
export interface FaqDetail {
  readonly path: string;
  readonly title: string;
  readonly entries: readonly FaqEntry[];
  readonly seo?: PageSeo;
}
