import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Volume2, VolumeX } from 'lucide-react';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import {
  forgetFilteredLists,
  muteHashtagMutation,
  myBlocksQuery,
  unmuteHashtagMutation,
} from '../operations';
import { audienceStrings as s } from '../strings';

/** As posts store hashtags: what a results page for '#tag' offers to mute. */
const HASHTAG_QUERY = /^#([\p{L}\p{N}_]{1,50})$/u;

export function hashtagOfQuery(query: string): string | null {
  const match = HASHTAG_QUERY.exec(query.trim());
  return match ? match[1].toLowerCase() : null;
}

/** 'Silenciar #tag' on the results of a hashtag search (signed-in users). */
export function MuteHashtagButton({ tag, onChange }: { tag: string; onChange: () => void }) {
  const apollo = useApolloClient();
  const { data } = useQuery(myBlocksQuery, { fetchPolicy: 'cache-first' });
  const muted = data?.myBlocks.mutedHashtags.some((h) => h.tag === tag) ?? false;
  const [mute, muting] = useMutation(muteHashtagMutation);
  const [unmute, unmuting] = useMutation(unmuteHashtagMutation);

  const toggle = async () => {
    try {
      if (muted) {
        await unmute({ variables: { tag } });
        notify.success(s.tagUnmuted(tag), 'audience');
      } else {
        await mute({ variables: { tag } });
        notify.success(s.tagMuted(tag), 'audience');
      }
      forgetFilteredLists(apollo);
      await apollo.refetchQueries({ include: [myBlocksQuery] });
      onChange();
    } catch (error) {
      notify.error(errorMessage(error, s.failed), 'audience');
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!data}
      loading={muting.loading || unmuting.loading}
      onClick={() => void toggle()}
      data-testid="mute-hashtag"
    >
      {muted ? <Volume2 size={16} aria-hidden="true" /> : <VolumeX size={16} aria-hidden="true" />}
      {muted ? s.unmuteTag(tag) : s.muteTag(tag)}
    </Button>
  );
}
