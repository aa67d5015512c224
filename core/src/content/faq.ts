import type { TitledPage } from './content-page.js';

/** A link to an FAQ detail page. */
export interface FaqLink {
  readonly title: string;
  /** Path of the detail page, e.g. `/faq/delivery/`. */
  readonly url: string;
}

/** A group of questions on the FAQ overview, leading to its detail page. */
export interface FaqCategory extends FaqLink {
  readonly questions: readonly FaqLink[];
}

/** The FAQ overview (`/faq/`). */
export interface FaqOverview extends TitledPage {
  readonly categories: readonly FaqCategory[];
}

/** One question and its answer. */
export interface FaqEntry {
  readonly question: string;
  /** The answer as HTML from the shop's content system. */
  readonly answerHtml: string;
}

/** An FAQ detail page (`/faq/…`): one topic with its questions. */
export interface FaqDetail extends TitledPage {
  readonly entries: readonly FaqEntry[];
}
