import { CreditCard } from 'lucide-react';
import { ComingSoon } from '../../../shared/ui/ComingSoon';
import { billingStrings } from '../strings';

export default function PaymentProcessPage() {
  return (
    <ComingSoon
      title={billingStrings.paymentProcessTitle}
      description={billingStrings.paymentProcessDescription}
      icon={<CreditCard size={26} />}
    />
  );
}
