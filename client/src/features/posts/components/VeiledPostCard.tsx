import { useApolloClient } from '@apollo/client/react';
import { EyeOff } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { levelStrings as s } from '../level-strings';

/**
 * Asks for the post again with reveal: the server answers its media. Gallery pages keep their
 * posts outside the Apollo cache, so the tile shows the answer itself.
 */
const revealPostQuery = graphql(`
  query RevealPost($id: ID!) {
    post(id: $id, reveal: true) {
      post {
        id
        src
        blurred
        variants {
          url
          width
          height
          format
        }
        video {
          url
          poster
          width
          height
        }
      }
    }
  }
`);

/**
 * A tile above the viewer's browsing level: the placeholder blurred, a badge, and 'Mostrar'
 * beside the link (never inside it). Its own chunk, loaded with the first veiled tile.
 */
export default function VeiledPostCard({
  id: postId,
  title,
  style,
}: {
  id: string;
  title: string;
  style: CSSProperties;
}) {
  const client = useApolloClient();
  const { user } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [src, setSrc] = useState<string | null>(null);
  const reveal = async () => {
    if (!user) {
      void navigate('/signin');
      return;
    }
    setBusy(true);
    try {
      const { data } = await client.query({
        query: revealPostQuery,
        variables: { id: postId },
        fetchPolicy: 'network-only',
      });
      setSrc(data?.post.post.src ?? null);
    } catch (error) {
      notify.error(errorMessage(error, s.revealFailed), `reveal-${postId}`);
    } finally {
      setBusy(false);
    }
  };
  const to = `/p/${encodeURIComponent(postId)}`;
  if (src) {
    return (
      <Link to={to} className="post-card" aria-label={title} data-testid="post-card">
        <span className="post-card__media" style={style}>
          <img src={src} alt="" decoding="async" className="is-loaded" />
        </span>
        <span className="post-card__title" aria-hidden="true">
          {title}
        </span>
      </Link>
    );
  }
  return (
    <div className="post-card__veiled">
      <Link
        to={to}
        className="post-card"
        aria-label={title}
        data-testid="post-card"
        data-blurred="true"
      >
        <span className="post-card__media post-card__media--blurred" style={style} />
        <span className="post-card__badges">
          <span className="post-card__badge">
            <EyeOff size={12} aria-hidden="true" />
            {s.sensitiveBadge}
          </span>
        </span>
        <span className="post-card__title" aria-hidden="true">
          {title}
        </span>
      </Link>
      <button
        type="button"
        className="post-card__reveal"
        aria-label={`${s.reveal}: ${title}`}
        disabled={busy}
        onClick={() => void reveal()}
      >
        {s.reveal}
      </button>
    </div>
  );
}
