import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { PostGrid } from '../PostCard';
import { profilePath } from '../rich-text';
import { postsStrings as s } from '../../strings';
import { buttonClass } from '../../../../shared/ui/Button';

export const authorPostsQuery = graphql(`
  query AuthorPosts($name: String!) {
    channel(idOrHandle: $name, page: 1, tab: public) {
      posts {
        id
        ...PostGrid_Post
      }
    }
  }
`);

export const MoreByAuthor_PostFragment = graphql(`
  fragment MoreByAuthor_Post on Post {
    id
    author {
      id
      name
      fullname
    }
  }
`);

const MORE_BY_AUTHOR = 8;

/** A few more public posts of the same author, under the post. */
export function MoreByAuthor({
  post: ref,
  viewerId,
}: {
  post: FragmentType<typeof MoreByAuthor_PostFragment>;
  viewerId: string | null;
}) {
  const post = getFragmentData(MoreByAuthor_PostFragment, ref);
  const { data } = useQuery(authorPostsQuery, { variables: { name: post.author.name } });
  const others = (data?.channel.posts ?? [])
    .filter((item) => item.id !== post.id)
    .slice(0, MORE_BY_AUTHOR);
  if (others.length === 0) {
    return null;
  }
  const name = post.author.fullname || post.author.name;
  return (
    <section className="post-section" aria-labelledby="more-by-title">
      <div className="post-section__head">
        <h2 id="more-by-title">{s.moreBy(name)}</h2>
        <Link
          to={profilePath(post.author.name)}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
        >
          {s.seeProfile}
        </Link>
      </div>
      <PostGrid posts={others} viewerId={viewerId} label={s.moreBy(name)} />
    </section>
  );
}
