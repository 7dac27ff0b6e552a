import { useState } from 'react';
import { formatCompactCount } from '../../../shared/format';
import { socialStrings as s } from '../strings';
import { useRelationship } from './FollowButton';
import { FollowersDialog, type FollowTab } from './FollowersDialog';
import './social.css';

/** 'N seguidores · M siguiendo'; each opens the lists dialog on its tab. */
export function FollowCounts({ userId, title }: { userId: string; title: string }) {
  const { relationship } = useRelationship(userId);
  const [openTab, setOpenTab] = useState<FollowTab | null>(null);
  if (!relationship) {
    return null;
  }
  const { followerCount, followingCount } = relationship.user;
  return (
    <>
      <span className="follow-counts" data-testid="follow-counts">
        <button
          type="button"
          className="follow-counts__item"
          aria-haspopup="dialog"
          onClick={() => setOpenTab('followers')}
        >
          <strong>{formatCompactCount(followerCount)}</strong> {s.followersWord(followerCount)}
        </button>
        <button
          type="button"
          className="follow-counts__item"
          aria-haspopup="dialog"
          onClick={() => setOpenTab('following')}
        >
          <strong>{formatCompactCount(followingCount)}</strong> {s.followingWord}
        </button>
      </span>
      <FollowersDialog
        open={openTab !== null}
        onClose={() => setOpenTab(null)}
        userId={userId}
        title={title}
        initialTab={openTab ?? 'followers'}
      />
    </>
  );
}
