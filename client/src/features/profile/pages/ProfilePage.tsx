import { UserRound } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { profileStrings } from '../strings';

export default function ProfilePage() {
  const { username = '' } = useParams();
  const [params] = useSearchParams();
  const editingAvatar = params.get('avatar') === '1';
  return (
    <ComingSoon
      title={profileStrings.title(username)}
      description={editingAvatar ? profileStrings.avatarEditorSoon : profileStrings.description}
      icon={<UserRound size={26} />}
    />
  );
}
