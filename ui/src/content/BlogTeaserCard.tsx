import type { BlogPostTeaser } from '@fanshop/core/content';
import { ShopLink } from '../components/ShopLink';
import { useT } from '../i18n/i18n-context';
import { contentDateTime, formatContentDate } from './content-date';

/**
 * A blog post or guide as a card: image, category, title (the link), excerpt and date. The whole card
 * is clickable through the title link's stretched hit area.
 */
export function BlogTeaserCard({ post, headingLevel = 3 }: { post: BlogPostTeaser; headingLevel?: 2 | 3 }) {
  const { t, language } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatContentDate(post.publishedAt, language);
  return (
    <article className="teaser-card">
      <div className="teaser-card__media">
        {post.image ? (
          <img src={post.image} alt="" width={800} height={400} loading="lazy" decoding="async" />
        ) : (
          <span className="teaser-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="teaser-card__body">
        {post.category ? (
          <p className="teaser-card__category">
            {t(`blog.kind.${post.category}`, { defaultValue: post.category })}
          </p>
        ) : null}
        <Heading className="teaser-card__title">
          <ShopLink href={post.url} className="teaser-card__link">
            {post.title}
          </ShopLink>
        </Heading>
        {post.excerpt ? <p className="teaser-card__excerpt">{post.excerpt}</p> : null}
        {date ? (
          <p className="teaser-card__date">
            <time dateTime={contentDateTime(post.publishedAt)}>{date}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
