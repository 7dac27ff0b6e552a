import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { BillingCycle, PaymentMethod, Plan } from '../../../gql/graphql';
import { errorMessage, NETWORK_ERROR_MESSAGE } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { buyCreditsMutation, createSubscriptionMutation } from '../operations';
import { billingStrings as s } from '../strings';

const ERROR_TOAST_MS = 4000;

/** The Spanish message the server sent with a failed call, if it sent one. */
export function serverMessage(error: unknown): string | null {
  const message = errorMessage(error, '');
  return message !== '' && message !== NETWORK_ERROR_MESSAGE ? message : null;
}

/** Spec §8: the checkout notice, with the server's reason (or a generic one) beneath it. */
function notifyCheckoutFailed(error: unknown): void {
  const reason = serverMessage(error) ?? s.serverResponseError;
  toast.error(s.checkoutFailed, {
    id: 'checkout',
    duration: ERROR_TOAST_MS,
    description: reason === s.checkoutFailed ? undefined : reason,
  });
}

export type CheckoutKey = `plan:${Plan}` | `pack:${number}`;

/**
 * Starts a checkout (a paid plan or a credit package) and sends the browser to the payment page
 * the server answers. `pending` names the request running, so its button can show it.
 */
export function useCheckout() {
  const [createSubscription] = useMutation(createSubscriptionMutation);
  const [buyCredits] = useMutation(buyCreditsMutation);
  const [pending, setPending] = useState<CheckoutKey | null>(null);
  const running = useRef(false);

  // Back from the gateway, a page restored from the back-forward cache must not stay busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        running.current = false;
        setPending(null);
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async (key: CheckoutKey, request: () => Promise<string | null>) => {
    if (running.current) {
      return; // one checkout at a time
    }
    running.current = true;
    setPending(key);
    try {
      const url = await request();
      if (!url) {
        notify.error(s.noPaymentUrl, 'checkout');
      } else {
        window.location.assign(url);
        return; // the page is leaving: the button stays busy until it does
      }
    } catch (error) {
      notifyCheckoutFailed(error);
    }
    running.current = false;
    setPending(null);
  }, []);

  const subscribe = useCallback(
    (plan: Plan, cycle: BillingCycle) =>
      start(`plan:${plan}`, async () => {
        const result = await createSubscription({ variables: { input: { plan, cycle } } });
        return result.data?.createSubscription.url ?? null;
      }),
    [createSubscription, start],
  );

  const buy = useCallback(
    (credits: number, method: PaymentMethod) =>
      start(`pack:${credits}`, async () => {
        const result = await buyCredits({ variables: { input: { credits, method } } });
        return result.data?.buyCredits.url ?? null;
      }),
    [buyCredits, start],
  );

  return { pending, subscribe, buy };
}
