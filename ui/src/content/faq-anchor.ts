/** German letters written out, as people write them in addresses: `ändern` → `aendern`. */
const SPELLED_OUT: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** At most this long: a question is a sentence, its anchor a handle. */
const MAX_LENGTH = 60;

function slugOf(question: string): string {
  const slug = question
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'question' : slug;
}

/**
 * The anchors of an FAQ topic's questions, in their order: each question's words in lower case joined
 * by hyphens (`How much is shipping?` → `how-much-is-shipping`), a number added to a repeated one. The
 * overview links each question to its topic's page with its anchor, and the topic's page opens the
 * answer the anchor names, so both must derive them from the same list in the same way.
 */
export function faqAnchors(questions: readonly string[]): string[] {
  const taken = new Set<string>();
  return questions.map((question) => {
    const slug = slugOf(question);
    let anchor = slug;
    for (let n = 2; taken.has(anchor); n++) anchor = `${slug}-${n}`;
    taken.add(anchor);
    return anchor;
  });
}

/** A link to one question on its topic's page; a link that already names an anchor is kept. */
export function faqQuestionHref(topicUrl: string, anchor: string): string {
  return topicUrl.includes('#') ? topicUrl : `${topicUrl}#${anchor}`;
}

/** The anchor a location's hash names (`#how-much-is-shipping`), decoded; empty for none. */
export function anchorOfHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
