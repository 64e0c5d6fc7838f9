import { PaymentRefund } from '../../src/orders/lifecycle/payment-refund.entity';
import { waitFor } from './eventually';
import { FakeRazorpay, FakeRefund } from './fake-razorpay';
import { TestApp } from './test-app';

/**
 * The refunds the fake provider holds for `paymentId`, read once the server's refund row for it has been delivered
 * (the refund worker asks the provider just after the change that owed it; a row never delivered leaves this empty).
 */
export async function refundsOnceSent(t: TestApp, razorpay: FakeRazorpay, paymentId: string): Promise<FakeRefund[]> {
  await waitFor(
    () => t.dataSource.getRepository(PaymentRefund).findOneBy({ paymentId }),
    (row) => row?.sentAt != null,
  );
  return razorpay.refundsOf(paymentId);
}
