import { BadgeCheck, Download, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useOverlays } from '../../../../shared/hooks/overlays';
import { notify } from '../../../../shared/ui/notify';
import { useSession } from '../../../accounts/session/SessionProvider';
import { LikeButton } from '../../../social/components/LikeButton';
import { useDownload, willWatermark } from '../../hooks/useDownload';
import { postsStrings as s } from '../../strings';
import { Button } from '../../../../shared/ui/Button';
import { ReportButton } from '../../../moderation/components/ReportButton';
import { UserOptionsButton } from '../../../audience/components/UserOptionsButton';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(s.copied, 'copy-link');
  } catch {
    notify.error(s.copyFailed, 'copy-link');
  }
}

/** Like, download (watermarked or not, by plan) and share, with the upgrade hint when it applies. */
export const PostActions_PostFragment = graphql(`
  fragment PostActions_Post on Post {
    id
    title
    kind
    status
    monetizable
    downloadUrl
    author {
      id
      name
    }
    ...LikeButton_Post
  }
`);

export function PostActions({
  post: ref,
}: {
  post: FragmentType<typeof PostActions_PostFragment>;
}) {
  const post = getFragmentData(PostActions_PostFragment, ref);
  const { user } = useSession();
  const overlays = useOverlays();
  const { download, busy: downloading } = useDownload();
  const ready = post.status === 'ready';
  const watermark = willWatermark(post, user ?? null);
  return (
    <>
      <div className="post-actions">
        {ready ? <LikeButton post={post} /> : null}
        <Button
          variant="primary"
          disabled={!ready || downloading}
          onClick={() => void download(post)}
        >
          {downloading ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <Download size={16} aria-hidden="true" />
          )}
          {downloading ? s.downloading : watermark ? s.downloadWatermarked : s.download}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void copyLink(`${window.location.origin}/p/${encodeURIComponent(post.id)}`)
          }
        >
          <Share2 size={16} aria-hidden="true" />
          {s.share}
        </Button>
        {user && user.id !== post.author.id && ready ? (
          <ReportButton targetType="post" targetId={post.id} />
        ) : null}
        {user && user.id !== post.author.id ? <UserOptionsButton user={post.author} /> : null}
      </div>
      {ready &&
      post.monetizable &&
      !watermark &&
      user &&
      user.id !== post.author.id &&
      user.entitlements.commercialLicence ? (
        <p className="post-hint post-hint--licence" data-testid="commercial-licence">
          <BadgeCheck size={14} aria-hidden="true" />
          <span>{s.commercialLicence}</span>
        </p>
      ) : null}
      {watermark ? (
        <p className="post-hint">
          {user ? (
            <button type="button" className="link-btn" onClick={() => overlays.open('plans')}>
              {s.downloadUpgradeHint}
            </button>
          ) : (
            <Link to="/signin">{s.downloadSignInHint}</Link>
          )}
        </p>
      ) : null}
    </>
  );
}
