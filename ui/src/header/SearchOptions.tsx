import type { ReactNode } from 'react';
import { tileName, type ProductTile } from '@fanshop/core/catalog';
import { useT } from '../i18n/i18n-context';
import type { HeaderBlogPost, Suggestion } from '@fanshop/core/header';
import { Price } from '../components/Price';
import type { Choice } from './search-choices';
import { DecorativeImage } from '../components/DecorativeImage';

/** What every option of the panel carries: its place in keyboard order, and how it is chosen. */
export type OptionProps = (choice: Choice, index: number) => Record<string, unknown>;

type ChoiceOf<K extends Choice['kind']> = Extract<Choice, { kind: K }>;

/** Each group's heading id and list class, by the kind of entries it holds. */
const GROUPS = {
  suggestion: { headingId: 'search-group-suggestions', listClassName: 'search-panel__suggestions' },
  product: { headingId: 'search-group-products', listClassName: 'search-panel__products' },
  post: { headingId: 'search-group-posts', listClassName: 'search-panel__posts' },
} as const satisfies Record<Choice['kind'], { headingId: string; listClassName: string }>;

/** One titled group of the panel's listbox (its entries keep their place among all); nothing when empty. */
export function SearchGroup<K extends Choice['kind']>({
  kind,
  heading,
  choices,
  optionProps,
  label,
  children,
}: {
  kind: K;
  heading: string;
  choices: readonly Choice[];
  optionProps: OptionProps;
  /** The option's accessible name, where its text alone would not say it. */
  label?: (choice: ChoiceOf<K>) => string;
  children: (choice: ChoiceOf<K>) => ReactNode;
}) {
  const own = choices.flatMap((choice, index) =>
    choice.kind === kind ? [{ choice: choice as ChoiceOf<K>, index }] : [],
  );
  if (own.length === 0) return null;
  const { headingId, listClassName } = GROUPS[kind];
  return (
    <div role="group" aria-labelledby={headingId} className="search-panel__group">
      <p id={headingId} className="search-panel__heading">
        {heading}
      </p>
      <ul className={listClassName} role="presentation">
        {own.map(({ choice, index }) => (
          <li
            key={choice.id}
            {...optionProps(choice, index)}
            {...(label ? { 'aria-label': label(choice) } : {})}
          >
            {children(choice)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A suggested phrase and its weight, shown as a count. */
export function SuggestionOption({ suggestion }: { suggestion: Suggestion }) {
  return (
    <>
      <span className="search-panel__phrase">{suggestion.phrase}</span>
      <span className="search-panel__count" aria-hidden="true">
        {suggestion.weight}
      </span>
    </>
  );
}

/** A product preview: picture, brand, name and price. */
export function ProductOption({ product }: { product: ProductTile }) {
  return (
    <>
      <DecorativeImage className="search-panel__image" src={product.image} width={72} height={72} />
      <span className="search-panel__product-text">
        <span className="search-panel__brand">{product.brand}</span>
        {/* Without the brand it starts with (shown above it), as on a tile. */}
        <span className="search-panel__name">{tileName(product.name, product.brand)}</span>
        <Price prices={product.prices} size="sm" />
      </span>
    </>
  );
}

/** A blog post: its picture, when it has one, and its title. */
export function PostOption({ post }: { post: HeaderBlogPost }) {
  return (
    <>
      {post.image ? (
        <DecorativeImage className="search-panel__post-image" src={post.image} width={96} height={64} />
      ) : null}
      <span className="search-panel__post-title">{post.title}</span>
    </>
  );
}

/**
 * The panel's three groups of options (suggestions, product previews, blog posts), in keyboard order.
 * Shown only while the panel is open, so it comes with the header's other parts (`header-parts.ts`),
 * not with the page.
 */
export function SearchChoices({
  choices,
  optionProps,
  querying,
}: {
  choices: readonly Choice[];
  optionProps: OptionProps;
  /** Whether the shopper has typed: the groups are then the query's, otherwise the shop's favourites. */
  querying: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <SearchGroup
        kind="suggestion"
        heading={t(querying ? 'search.suggestions' : 'search.topSearches')}
        choices={choices}
        optionProps={optionProps}
        label={({ suggestion }) =>
          t('search.suggestionLabel', { phrase: suggestion.phrase, count: suggestion.weight })
        }
      >
        {({ suggestion }) => <SuggestionOption suggestion={suggestion} />}
      </SearchGroup>
      <SearchGroup
        kind="product"
        heading={t(querying ? 'search.products' : 'search.popularProducts')}
        choices={choices}
        optionProps={optionProps}
      >
        {({ product }) => <ProductOption product={product} />}
      </SearchGroup>
      <SearchGroup kind="post" heading={t('search.posts')} choices={choices} optionProps={optionProps}>
        {({ post }) => <PostOption post={post} />}
      </SearchGroup>
    </>
  );
}
