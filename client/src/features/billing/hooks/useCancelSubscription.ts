import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { cancelSubscriptionMutation } from '../operations';
import { billingStrings as s } from '../strings';
import { serverMessage } from './useCheckout';

/**
 * Cancels the paid subscription (the plan stays until the period ends). Answers whether it
 * was cancelled; the toasts are the spec's (§8).
 */
export function useCancelSubscription() {
  const { refresh } = useSession();
  const [mutate, { loading }] = useMutation(cancelSubscriptionMutation, {
    refetchQueries: ['MySubscription', 'MyBillingHistory'],
  });

  const cancel = useCallback(async (): Promise<boolean> => {
    try {
      const result = await mutate();
      notify.success(result.data?.cancelSubscription.message || s.cancelled, 'cancel-subscription');
    } catch (error) {
      notify.error(serverMessage(error) ?? s.cancelFailed, 'cancel-subscription');
      return false;
    }
    // meUpdated brings the new status live; asking once more covers a dropped socket
    void refresh();
    return true;
  }, [mutate, refresh]);

  return { cancel, cancelling: loading };
}
