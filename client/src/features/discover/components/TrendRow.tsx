import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PostCardFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../accounts/session/SessionProvider';
import { aspectOf, PostCard } from '../../posts/components/PostCard';
import { resultsPath } from '../../../shared/search/results-path';
import { discoverStrings as s } from '../strings';

/** A trending category: its title, a link to search it and a row of its posts. */
export function TrendRow({
  category,
  items,
  headingLevel = 2,
}: {
  category: string;
  items: readonly PostCardFieldsFragment[];
  headingLevel?: 2 | 3;
}) {
  const { user } = useSession();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="trend-row">
      <div className="trend-row__head">
        <Heading className="trend-row__title">{category}</Heading>
        <Link
          to={resultsPath(category)}
          className="trend-row__more"
          aria-label={s.seeMore(category)}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </Link>
      </div>
      <ul className="trend-row__items" aria-label={category}>
        {items.map((post) => (
          <li
            key={post.id}
            className="trend-row__item"
            style={{ width: `calc(var(--trend-row-height) * ${Math.min(aspectOf(post), 1.8)})` }}
          >
            <PostCard post={post} isOwner={user?.id === post.author.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
