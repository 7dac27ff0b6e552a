import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Ban, VolumeX, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import {
  blockUserMutation,
  forgetFilteredLists,
  mutedByMeQuery,
  muteUserMutation,
  unmuteUserMutation,
} from '../operations';
import { audienceStrings as s } from '../strings';
import './audience.css';

/**
 * Mute or block a user. Blocking asks first, then leaves the page: neither of you sees the
 * other's profile or posts any more.
 */
export function UserOptionsDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: { id: string; name: string };
}) {
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { data } = useQuery(mutedByMeQuery, {
    variables: { userId: user.id },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const muted = data?.relationship.mutedByMe ?? false;
  const [mute, muting] = useMutation(muteUserMutation);
  const [unmute, unmuting] = useMutation(unmuteUserMutation);
  const [block, blocking] = useMutation(blockUserMutation);
  const busy = muting.loading || unmuting.loading || blocking.loading;

  const close = () => {
    setConfirming(false);
    onClose();
  };

  const toggleMute = async () => {
    try {
      if (muted) {
        await unmute({ variables: { userId: user.id } });
        notify.success(s.unmuted(user.name), 'audience');
      } else {
        await mute({ variables: { userId: user.id } });
        notify.success(s.muted(user.name), 'audience');
      }
      forgetFilteredLists(apollo);
      await apollo.refetchQueries({ include: [mutedByMeQuery] });
      close();
    } catch (error) {
      notify.error(errorMessage(error, s.failed), 'audience');
    }
  };

  const confirmBlock = async () => {
    try {
      await block({ variables: { userId: user.id } });
      forgetFilteredLists(apollo);
      notify.success(s.blocked(user.name), 'audience');
      close();
      void navigate('/');
    } catch (error) {
      notify.error(errorMessage(error, s.failed), 'audience');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={confirming ? s.blockConfirmTitle(user.name) : s.optionsTitle(user.name)}
      className="audience-dialog"
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {s.cancel}
            </Button>
            <Button
              variant="danger"
              loading={blocking.loading}
              onClick={() => void confirmBlock()}
              data-testid="confirm-block"
            >
              {s.blockConfirm}
            </Button>
          </>
        ) : undefined
      }
    >
      {confirming ? (
        <p className="audience-dialog__hint">{s.blockHint}</p>
      ) : (
        <ul className="audience-options">
          <li>
            <button
              type="button"
              className="audience-option"
              disabled={busy || !data}
              onClick={() => void toggleMute()}
            >
              {muted ? (
                <Volume2 size={18} aria-hidden="true" />
              ) : (
                <VolumeX size={18} aria-hidden="true" />
              )}
              <span>
                <strong>{muted ? s.unmute(user.name) : s.mute(user.name)}</strong>
                {muted ? null : <small>{s.muteHint}</small>}
              </span>
            </button>
          </li>
          <li>
            <button
              type="button"
              className="audience-option audience-option--danger"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <Ban size={18} aria-hidden="true" />
              <span>
                <strong>{s.block(user.name)}</strong>
                <small>{s.blockHint}</small>
              </span>
            </button>
          </li>
        </ul>
      )}
    </Dialog>
  );
}
