import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import {
  cancelCampaignMutation,
  pauseCampaignMutation,
  resumeCampaignMutation,
} from '../operations';
import { adsStrings as s } from '../strings';

export type CampaignAction = 'pause' | 'resume' | 'cancel';

/** Pause, resume (or launch a draft) and cancel, each telling the advertiser how it went. */
export function useCampaignActions() {
  const refetchQueries = ['MyCampaigns', 'AdDashboard'];
  const [pause] = useMutation(pauseCampaignMutation, { refetchQueries });
  const [resume] = useMutation(resumeCampaignMutation, { refetchQueries });
  const [cancel] = useMutation(cancelCampaignMutation, { refetchQueries });
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (action: CampaignAction, id: string, wasDraft = false): Promise<boolean> => {
    setBusy(`${action}:${id}`);
    try {
      const variables = { id };
      if (action === 'pause') {
        await pause({ variables });
        notify.success(s.paused, `campaign-${id}`);
      } else if (action === 'resume') {
        await resume({ variables });
        notify.success(wasDraft ? s.launched : s.resumed, `campaign-${id}`);
      } else {
        await cancel({ variables });
        notify.success(s.cancelled, `campaign-${id}`);
      }
      return true;
    } catch (error) {
      notify.error(errorMessage(error, s.loadError), `campaign-${id}`);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { run, busy };
}
