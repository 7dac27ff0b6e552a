import { useQuery } from '@apollo/client/react';
import { Archive, Sparkles, Trophy } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../../gql';
import { formatDateTime, formatRelativeTime } from '../../../shared/format';
import { useDeferredFirst } from '../../../shared/hooks/deferred-first';
import { releaseServerTiles } from '../../../shared/hooks/server-tiles';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { resultsPath } from '../../../shared/search/results-path';
import { Avatar } from '../../../shared/ui/Avatar';
import { VerifiedBadge } from '../../../shared/ui/VerifiedBadge';
import { useSession } from '../../accounts/session/SessionProvider';
import { CommentsSection } from '../../social/components/CommentsSection';
import { FollowButton } from '../../social/components/FollowButton';
import { GenerationInfo } from '../components/GenerationInfo';
import { PostMedia } from '../components/PostMedia';
import { RichText } from '../components/RichText';
import { DetailSkeleton, LoadErrorState, NotFoundState } from '../components/detail/DetailStates';
import { MoreByAuthor } from '../components/detail/MoreByAuthor';
import { PostActions } from '../components/detail/PostActions';
import { PostStats } from '../components/detail/PostStats';
import { FailedPanel, ProcessingPanel } from '../components/detail/ProcessingPanels';
import { profilePath } from '../components/rich-text';
import { usePostProcessing } from '../hooks/usePostProcessing';
import { levelStrings as l } from '../level-strings';
import { postsStrings as s } from '../strings';
import './post-detail.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

export const postDetailQuery = graphql(`
  query PostDetail($id: ID!, $reveal: Boolean! = false) {
    post(id: $id, reveal: $reveal) {
      post {
        id
        title
        desc
        category
        hashtags
        mentions
        blurred
        contentLevel
        status
        visibility
        hidden
        monetizable
        announcement
        createdAt
        editedAt
        author {
          id
          name
          fullname
          image
          level
          verified
        }
        counts {
          comments
        }
        challengeAwards {
          challengeId
          title
          rank
        }
        ...PostMedia_Post
        ...ProcessingPanel_Post
        ...FailedPanel_Post
        ...PostStats_Post
        ...PostActions_Post
        ...GenerationInfo_Post
        ...MoreByAuthor_Post
      }
      similar {
        id
        title
      }
    }
  }
`);

// only the owner of a hidden post loads this (its own chunk)
const HiddenNotice = lazy(() => import('../../moderation/components/HiddenNotice'));
// and only owners these
const ContentLevelControl = lazy(() => import('../components/ContentLevelControl'));
const OwnPostMenu = lazy(() => import('../components/own/OwnPostMenu'));

/** While the owner's post is processing, how often the page asks again (a missed event). */
const POLL_MS = 4000;

export default function PostDetailPage() {
  const { imageId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [revealed, setRevealed] = useState(false);
  const {
    data: received,
    error,
    loading,
    refetch,
    startPolling,
    stopPolling,
  } = useQuery(postDetailQuery, {
    variables: { id: imageId, reveal: revealed },
    skip: user === undefined,
    notifyOnNetworkStatusChange: false,
  });
  // The page's first data is drawn in a transition (useDeferredFirst); until it has been, the
  // page stays as it was (drawing: not yet settled).
  const data = useDeferredFirst(received);
  const drawing = data !== received;
  const post = data?.post.post;
  useDocumentTitle(post?.title ?? null);
  const isOwner = Boolean(user && post && user.id === post.author.id);
  const processing = isOwner && post?.status === 'processing';

  // the server drew a shareable post's picture into the page: PostMedia replaces it; anything
  // else this page shows (a veil, a panel, an error) removes it at once
  const showsPicture = Boolean(post && !post.blurred && !(isOwner && post.status !== 'ready'));
  const settled =
    !drawing && (post !== undefined || error !== undefined || (!loading && user !== undefined));
  useEffect(() => {
    if (settled && !showsPicture) {
      releaseServerTiles();
    }
  }, [settled, showsPicture]);

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
      return <LoadErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
    }
    return loading || drawing || user === undefined ? <DetailSkeleton /> : <NotFoundState />;
  }

  const similar = isOwner ? (data?.post.similar ?? []) : [];
  // the server withholds the media of what is above the viewer's level: 'Mostrar' asks again
  // with reveal (sensible, signed in); explicit content needs the opt-in in the preferences
  const blurred = post.blurred;
  const explicit = post.contentLevel === 'explicito';
  const authorName = post.author.fullname || post.author.name;
  const category = post.category;

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
        explicit={explicit}
        revealLabel={explicit && user ? l.enableExplicit : s.revealSensitive}
        onReveal={() => {
          if (!user) {
            void navigate('/signin');
          } else if (explicit) {
            void navigate('/settings/content');
          } else {
            setRevealed(true);
          }
        }}
      />
    );
  }

  return (
    <article className="post-page" aria-labelledby="post-title">
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
          {isOwner && post.hidden ? (
            <Suspense fallback={null}>
              <HiddenNotice targetType="post" targetId={post.id} />
            </Suspense>
          ) : null}
          {isOwner && post.status === 'ready' ? (
            <Suspense fallback={null}>
              <ContentLevelControl postId={post.id} level={post.contentLevel} />
            </Suspense>
          ) : null}
          {isOwner ? (
            <Suspense fallback={null}>
              <OwnPostMenu post={post} />
            </Suspense>
          ) : null}
          {isOwner && post.visibility === 'archived' ? (
            <p className="post-chip">
              <Archive size={14} aria-hidden="true" />
              {s.archivedNotice}
            </p>
          ) : null}
          <h1 id="post-title" className="post-title">
            {post.title}
          </h1>
          {post.challengeAwards.length > 0 ? (
            <ul className="post-awards" aria-label={s.challengeAwardsLabel}>
              {post.challengeAwards.map((award) => (
                <li key={award.challengeId}>
                  <Link
                    to={`/daily-challengs?reto=${award.challengeId}`}
                    className={`post-chip post-award post-award--${award.rank}`}
                  >
                    <Trophy size={14} aria-hidden="true" />
                    {s.challengeAward(award.rank, award.title)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
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
                <span className="post-author__name">
                  {authorName}
                  {post.author.verified ? <VerifiedBadge /> : null}
                </span>
                <span className="post-author__meta">
                  <span className="post-author__handle">@{post.author.name}</span>
                  <span className="level-pill">{post.author.level}</span>
                </span>
              </span>
            </Link>
            <FollowButton userId={post.author.id} />
          </div>

          <p className="post-time">
            <time dateTime={post.createdAt} title={formatDateTime(post.createdAt)}>
              {formatRelativeTime(post.createdAt)}
            </time>
            {post.editedAt ? (
              <span className="post-edited" title={formatDateTime(post.editedAt)}>
                · {s.edited}
              </span>
            ) : null}
          </p>

          <PostStats post={post} />
          <PostActions post={post} />
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
