import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { postsStrings as s } from '../strings';

/**
 * Asks for the post again with reveal: the server answers its media, and the normalized cache
 * hands them to every tile and page of that post.
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

/** 'Mostrar' on a veiled tile (its own chunk, loaded with the first veiled tile). */
export default function TileReveal({ postId, title }: { postId: string; title: string }) {
  const client = useApolloClient();
  const { user } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    if (!user) {
      void navigate('/signin');
      return;
    }
    setBusy(true);
    try {
      await client.query({
        query: revealPostQuery,
        variables: { id: postId },
        fetchPolicy: 'network-only',
      });
    } catch (error) {
      notify.error(errorMessage(error, s.revealFailed), `reveal-${postId}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="post-card__reveal"
      aria-label={`${s.reveal}: ${title}`}
      disabled={busy}
      onClick={() => void reveal()}
    >
      {s.reveal}
    </button>
  );
}
