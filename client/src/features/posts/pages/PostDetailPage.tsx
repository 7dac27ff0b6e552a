import { useMutation, useQuery } from '@apollo/client/react';
import {
  AlertTriangle,
  Archive,
  Download,
  Eye,
  Heart,
  ImageOff,
  Loader2,
  MessageCircle,
  RefreshCw,
  Share2,
  Sparkles,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../../gql';
import type { PostDetailFieldsFragment } from '../../../gql/graphql';
import { formatCompactCount, formatRelativeTime } from '../../../shared/format';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { useOverlays } from '../../../shared/hooks/overlays';
import { Avatar } from '../../../shared/ui/Avatar';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { resultsPath } from '../../../shared/search/results-path';
import { CommentsSection } from '../../social/components/CommentsSection';
import { FollowButton } from '../../social/components/FollowButton';
import { LikeButton } from '../../social/components/LikeButton';
import { GenerationInfo } from '../components/GenerationInfo';
import { PostGrid } from '../components/PostCard';
import { PostMedia } from '../components/PostMedia';
import { RichText } from '../components/RichText';
import { blurhashDataUrl } from '../components/blurhash';
import { profilePath } from '../components/rich-text';
import { useDownload, willWatermark } from '../hooks/useDownload';
import { usePostProcessing } from '../hooks/usePostProcessing';
import { postsStrings as s } from '../strings';
import './post-detail.css';

export const postDetailFragment = graphql(`
  fragment PostDetailFields on Post {
    ...PostCardFields
    ...LikeButtonPost
    ...GenerationInfoPost
    desc
    category
    hashtags
    mentions
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
      duration
    }
    author {
      id
      name
      fullname
      image
      level
    }
    counts {
      views
      likes
      comments
      downloads
    }
    monetizable
    failureReason
    hasEditable
    downloadUrl
    createdAt
  }
`);

export const postDetailQuery = graphql(`
  query PostDetail($id: ID!) {
    post(id: $id) {
      post {
        ...PostDetailFields
      }
      similar {
        ...PostCardFields
      }
    }
  }
`);

export const authorPostsQuery = graphql(`
  query AuthorPosts($name: String!) {
    channel(idOrHandle: $name, page: 1, tab: public) {
      posts {
        ...PostCardFields
      }
    }
  }
`);

export const retryPostProcessingMutation = graphql(`
  mutation RetryPostProcessing($id: ID!) {
    retryPostProcessing(id: $id)
  }
`);

const MORE_BY_AUTHOR = 8;
const POLL_MS = 4000;

function DetailSkeleton() {
  return (
    <div className="post-page" role="status" aria-label={s.detailLoading}>
      <div className="post-layout">
        <Skeleton className="post-skeleton__media" height="min(70vh, 32rem)" />
        <div className="post-info">
          <Skeleton width="70%" height="2rem" />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
          <div className="post-author">
            <Skeleton circle width={44} height={44} />
            <Skeleton width="40%" />
          </div>
        </div>
      </div>
    </div>
  );
}

function NotFoundState() {
  return (
    <section className="empty-state" aria-labelledby="post-empty-title">
      <span className="empty-state__icon" aria-hidden="true">
        <ImageOff size={30} />
      </span>
      <h1 id="post-empty-title">{s.notFoundTitle}</h1>
      <p>{s.notFoundText}</p>
      <Link to="/" className="btn btn--primary btn--lg">
        {s.notFoundLink}
      </Link>
    </section>
  );
}

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

function ProcessingPanel({ post }: { post: PostDetailFieldsFragment }) {
  const percent = Math.max(0, Math.min(100, post.progress ?? 0));
  const placeholder = blurhashDataUrl(post.blurhash);
  return (
    <div
      className="post-status"
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
      data-testid="post-processing"
    >
      <div className="post-status__card" role="status">
        <Loader2 size={28} className="spin" aria-hidden="true" />
        <h2>{s.processingTitle}</h2>
        <p>{s.processingText}</p>
        <div
          className="progress"
          role="progressbar"
          aria-label={s.processingProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="post-status__percent">{percent}%</span>
      </div>
    </div>
  );
}

function FailedPanel({
  post,
  onRetried,
}: {
  post: PostDetailFieldsFragment;
  onRetried: () => void;
}) {
  const [retry, { loading }] = useMutation(retryPostProcessingMutation);
  return (
    <div className="post-status post-status--failed" data-testid="post-failed">
      <div className="post-status__card" role="alert">
        <AlertTriangle size={28} aria-hidden="true" />
        <h2>{s.failedTitle}</h2>
        <p>{post.failureReason ?? s.failedFallback}</p>
        <button
          type="button"
          className="btn btn--primary"
          disabled={loading}
          onClick={async () => {
            try {
              await retry({ variables: { id: post.id } });
              onRetried();
            } catch (error) {
              notify.error(errorMessage(error, s.retryFailed));
            }
          }}
        >
          {loading ? (
            <span className="spinner" aria-hidden="true" />
          ) : (
            <RefreshCw size={16} aria-hidden="true" />
          )}
          {loading ? s.retrying : s.retry}
        </button>
      </div>
    </div>
  );
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(s.copied, 'copy-link');
  } catch {
    notify.error(s.copyFailed, 'copy-link');
  }
}

function MoreByAuthor({
  post,
  viewerId,
}: {
  post: PostDetailFieldsFragment;
  viewerId: string | null;
}) {
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
        <Link to={profilePath(post.author.name)} className="btn btn--ghost btn--sm">
          {s.seeProfile}
        </Link>
      </div>
      <PostGrid posts={others} viewerId={viewerId} label={s.moreBy(name)} />
    </section>
  );
}

export default function PostDetailPage() {
  const { imageId = '' } = useParams();
  const { user } = useSession();
  const overlays = useOverlays();
  const navigate = useNavigate();
  const [revealed, setRevealed] = useState(false);
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(postDetailQuery, {
    variables: { id: imageId },
    skip: user === undefined,
    notifyOnNetworkStatusChange: false,
  });
  const post = data?.post.post;
  const isOwner = Boolean(user && post && user.id === post.author.id);
  const processing = isOwner && post?.status === 'processing';
  const { download, busy: downloading } = useDownload();

  usePostProcessing(processing, (id) => {
    if (id === post?.id) {
      void refetch();
    }
  });

  // A safety net for a missed realtime event: poll while the post is still processing.
  useEffect(() => {
    if (!processing) {
      return;
    }
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);

  if (!post) {
    if (error && errorCode(error) === 'CONTENT.POST_NOT_FOUND') {
      return <NotFoundState />;
    }
    if (error) {
      return (
        <section className="empty-state" aria-labelledby="post-empty-title">
          <span className="empty-state__icon" aria-hidden="true">
            <AlertTriangle size={30} />
          </span>
          <h1 id="post-empty-title">{s.loadErrorTitle}</h1>
          <p>{errorMessage(error)}</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            {s.tryAgain}
          </button>
        </section>
      );
    }
    return loading || user === undefined ? <DetailSkeleton /> : <NotFoundState />;
  }

  const similar = isOwner ? (data?.post.similar ?? []) : [];
  const blurred = post.sensitive && !isOwner && !revealed;
  const watermark = willWatermark(post, user ?? null);
  const authorName = post.author.fullname || post.author.name;
  const category = post.category;
  const ready = post.status === 'ready';

  let media;
  if (isOwner && post.status === 'processing') {
    media = <ProcessingPanel post={post} />;
  } else if (isOwner && post.status === 'failed') {
    media = <FailedPanel post={post} onRetried={() => void refetch()} />;
  } else {
    media = (
      <PostMedia
        post={post}
        blurred={blurred}
        revealLabel={s.revealSensitive}
        onReveal={() => {
          if (user) {
            setRevealed(true);
          } else {
            void navigate('/signin');
          }
        }}
      />
    );
  }

  return (
    <article className="post-page" aria-labelledby="post-title">
      <title>{`${post.title} · Mixel`}</title>
      {similar.length > 0 ? (
        <aside className="post-similar" aria-labelledby="post-similar-title">
          <Sparkles size={18} aria-hidden="true" />
          <div>
            <h2 id="post-similar-title">{s.similarTitle}</h2>
            <p>{s.similarText}</p>
            <ul>
              {similar.map((item) => (
                <li key={item.id}>
                  <Link to={`/p/${encodeURIComponent(item.id)}`}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
      <div className="post-layout">
        <div className="post-stage">{media}</div>
        <div className="post-info">
          {isOwner && post.visibility === 'archived' ? (
            <p className="post-chip">
              <Archive size={14} aria-hidden="true" />
              {s.archivedNotice}
            </p>
          ) : null}
          <h1 id="post-title" className="post-title">
            {post.title}
          </h1>
          {post.desc ? (
            <p className="post-desc">
              <RichText text={post.desc} mentions={post.mentions} />
            </p>
          ) : null}
          {category || post.hashtags.length > 0 ? (
            <ul className="post-tags" aria-label={s.tagsLabel}>
              {category ? (
                <li>
                  <Link
                    to={resultsPath(category, category)}
                    className="post-tag post-tag--category"
                    aria-label={s.categoryLink(category)}
                  >
                    {category}
                  </Link>
                </li>
              ) : null}
              {post.hashtags.map((tag) => (
                <li key={tag}>
                  <Link to={`/results?q=${encodeURIComponent(`#${tag}`)}`} className="post-tag">
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          <div className="post-author">
            <Link to={profilePath(post.author.name)} className="post-author__link">
              <Avatar name={authorName} src={post.author.image} size={44} />
              <span className="post-author__text">
                <span className="post-author__name">{authorName}</span>
                <span className="post-author__meta">
                  <span className="post-author__handle">@{post.author.name}</span>
                  <span className="level-pill">{post.author.level}</span>
                </span>
              </span>
            </Link>
            <FollowButton userId={post.author.id} />
          </div>

          <p className="post-time">
            <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString('es')}>
              {formatRelativeTime(post.createdAt)}
            </time>
          </p>

          <ul className="post-stats" aria-label={s.statsLabel}>
            <Stat
              icon={<Eye size={16} aria-hidden="true" />}
              value={post.counts.views}
              label={s.views}
            />
            <Stat
              icon={<Heart size={16} aria-hidden="true" />}
              value={post.counts.likes}
              label={s.likes}
            />
            <Stat
              icon={<MessageCircle size={16} aria-hidden="true" />}
              value={post.counts.comments}
              label={s.comments}
            />
            <Stat
              icon={<Download size={16} aria-hidden="true" />}
              value={post.counts.downloads}
              label={s.downloads}
            />
          </ul>

          <div className="post-actions">
            {ready ? <LikeButton post={post} /> : null}
            <button
              type="button"
              className="btn btn--primary"
              disabled={!ready || downloading}
              onClick={() => void download(post)}
            >
              {downloading ? (
                <span className="spinner" aria-hidden="true" />
              ) : (
                <Download size={16} aria-hidden="true" />
              )}
              {downloading ? s.downloading : watermark ? s.downloadWatermarked : s.download}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() =>
                void copyLink(`${window.location.origin}/p/${encodeURIComponent(post.id)}`)
              }
            >
              <Share2 size={16} aria-hidden="true" />
              {s.share}
            </button>
          </div>
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
          <GenerationInfo post={post} />
        </div>
      </div>

      <CommentsSection
        postId={post.id}
        postAuthorId={post.author.id}
        count={post.counts.comments}
      />

      <MoreByAuthor post={post} viewerId={user?.id ?? null} />
    </article>
  );
}
