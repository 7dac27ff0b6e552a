import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useSession } from '../../accounts/session/SessionProvider';
import { aspectOf, PostCard } from '../../posts/components/PostCard';
import { resultsPath } from '../../../shared/search/results-path';
import { discoverStrings as s } from '../strings';

export const TrendRow_PostFragment = graphql(`
  fragment TrendRow_Post on Post {
    id
    width
    height
    author {
      id
    }
    ...PostCard_Post
  }
`);

/** A trending category: its title, a link to search it and a row of its posts. */
export function TrendRow({
  category,
  items: refs,
  headingLevel = 2,
}: {
  category: string;
  items: ReadonlyArray<FragmentType<typeof TrendRow_PostFragment>>;
  headingLevel?: 2 | 3;
}) {
  const items = getFragmentData(TrendRow_PostFragment, refs);
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
