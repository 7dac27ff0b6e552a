import { ImageUp, PenLine, Plus, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatCompactCount } from '../../../shared/format';
import { Avatar } from '../../../shared/ui/Avatar';
import { VerifiedBadge } from '../../../shared/ui/VerifiedBadge';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { billingStrings } from '../../billing/strings';
import { FollowButton } from '../../social/components/FollowButton';
import { FollowCounts } from '../../social/components/FollowCounts';
import { useSession } from '../../accounts/session/SessionProvider';
import { ReportButton } from '../../moderation/components/ReportButton';
import { UserOptionsButton } from '../../audience/components/UserOptionsButton';
import { profileStrings as s } from '../strings';

export const ProfileHeader_ChannelFragment = graphql(`
  fragment ProfileHeader_Channel on Channel {
    postCount
    user {
      id
      name
      fullname
      image
      level
      verified
    }
  }
`);

interface ProfileHeaderProps {
  channel: FragmentType<typeof ProfileHeader_ChannelFragment>;
  isOwner: boolean;
  /** The owner's own picture comes from the session, which updates as soon as it is saved. */
  ownImage: string | null | undefined;
  onEditAvatar: () => void;
  onUpload: () => void;
  /** The bio and links, under the names. */
  about?: ReactNode;
}

/** Avatar, names, level, counts and the owner's actions (or the visitor's follow button). */
export function ProfileHeader({
  channel: ref,
  isOwner,
  ownImage,
  onEditAvatar,
  onUpload,
  about,
}: ProfileHeaderProps) {
  const { postCount, user: profile } = getFragmentData(ProfileHeader_ChannelFragment, ref);
  const displayName = profile.fullname || profile.name;
  const image = isOwner && ownImage !== undefined ? ownImage : profile.image;
  const { user: viewer } = useSession();
  return (
    <header className="profile-head">
      <div className="profile-head__avatar" data-testid="profile-avatar">
        <Avatar name={displayName} src={image} size={96} />
      </div>
      <div className="profile-head__text">
        <h1 id="profile-name" className="profile-head__name">
          {displayName}
          {profile.verified ? <VerifiedBadge size={20} /> : null}
        </h1>
        <p className="profile-head__handle">
          @{profile.name}
          <span className="level-pill">{profile.level}</span>
        </p>
        <p className="profile-head__counts">
          <strong>{s.postCount(postCount, formatCompactCount(postCount))}</strong>
        </p>
        <FollowCounts userId={profile.id} title={displayName} />
      </div>
      {about}
      {isOwner ? (
        <div className="profile-head__actions">
          <Link
            to="/settings/profile"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <PenLine size={16} aria-hidden="true" />
            {s.editProfile}
          </Link>
          <Button variant="secondary" size="sm" onClick={onEditAvatar}>
            <ImageUp size={16} aria-hidden="true" />
            {s.editAvatar}
          </Button>
          <Link to="/billing" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <ReceiptText size={16} aria-hidden="true" />
            {billingStrings.historyLink}
          </Link>
          <Button variant="primary" size="sm" onClick={onUpload}>
            <Plus size={16} aria-hidden="true" />
            {s.upload}
          </Button>
        </div>
      ) : (
        <div className="profile-head__actions">
          <FollowButton userId={profile.id} />
          {viewer ? <ReportButton targetType="user" targetId={profile.id} compact /> : null}
          {viewer ? <UserOptionsButton user={profile} /> : null}
        </div>
      )}
    </header>
  );
}
