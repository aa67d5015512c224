import type { BlogPostTeaser } from '@fanshop/core/content';
import { BlogTeaserCard } from '../content/BlogTeaserCard';

/**
 * Blog posts and guides as a grid of teaser cards. On the blog's own listing the grid is the page's
 * content: wider, and the cards' titles are the page's second-level headings.
 */
export function BlogTeaserGrid({
  posts,
  listing = false,
}: {
  posts: readonly BlogPostTeaser[];
  listing?: boolean;
}) {
  return (
    <ul className={`teaser-grid${listing ? ' teaser-grid--listing' : ''}`}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogTeaserCard post={post} headingLevel={listing ? 2 : 3} />
        </li>
      ))}
    </ul>
  );
}
