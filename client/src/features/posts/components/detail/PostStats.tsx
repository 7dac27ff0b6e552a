import { Download, Eye, Heart, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { formatCompactCount } from '../../../../shared/format';
import { postsStrings as s } from '../../strings';

function Stat({
  icon,
  value,
  label,
}: {
  icon: ReactNode;
  value: number;
  label: (n: string) => string;
}) {
  const shown = formatCompactCount(value);
  return (
    <li className="post-stat" aria-label={label(shown)} title={label(String(value))}>
      {icon}
      <span aria-hidden="true">{shown}</span>
    </li>
  );
}

/** Views, likes, comments and downloads, abbreviated (K, M, B) with the exact count on hover. */
export const PostStats_PostFragment = graphql(`
  fragment PostStats_Post on Post {
    counts {
      views
      likes
      comments
      downloads
    }
  }
`);

export function PostStats({ post }: { post: FragmentType<typeof PostStats_PostFragment> }) {
  const { counts } = getFragmentData(PostStats_PostFragment, post);
  return (
    <ul className="post-stats" aria-label={s.statsLabel}>
      <Stat icon={<Eye size={16} aria-hidden="true" />} value={counts.views} label={s.views} />
      <Stat icon={<Heart size={16} aria-hidden="true" />} value={counts.likes} label={s.likes} />
      <Stat
        icon={<MessageCircle size={16} aria-hidden="true" />}
        value={counts.comments}
        label={s.comments}
      />
      <Stat
        icon={<Download size={16} aria-hidden="true" />}
        value={counts.downloads}
        label={s.downloads}
      />
    </ul>
  );
}
