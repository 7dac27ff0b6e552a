import { useParams } from 'react-router';
import GroupDetailPage from './GroupDetailPage';
import GroupsPage from './GroupsPage';

/** /group and /group/:groupRef share one route (and one chunk): the shell stays as small as it was. */
export default function GroupPage() {
  const { groupRef } = useParams();
  return groupRef ? <GroupDetailPage key={groupRef} /> : <GroupsPage />;
}
