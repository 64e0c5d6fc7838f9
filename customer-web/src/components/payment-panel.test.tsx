import { screen } from '@testing-library/react';
import { applyLanguage } from '../i18n/i18n';
import { anOrder } from '../testing/factories';
import { renderRoute } from '../testing/render-route';
import { PaymentPanel } from './payment-panel';

describe('PaymentPanel', () => {
  it("says who cancelled the order in the customer's language, from the reason's code", async () => {
    const cancelled = anOrder({ status: 'CANCELLED', cancelReason: 'The kitchen cancelled this order.', cancelReasonCode: 'KITCHEN' });
    const { unmount } = renderRoute(<PaymentPanel order={cancelled} />, { route: '/orders/:id', path: '/orders/1' });
    expect(screen.getByTestId('cancel-reason')).toHaveTextContent('The kitchen cancelled this order.');
    unmount();
    await applyLanguage('hi');
    renderRoute(<PaymentPanel order={{ ...cancelled, cancelReasonCode: 'PAYMENT_TIMEOUT' }} />, {
      route: '/orders/:id',
      path: '/orders/1',
    });
    expect(screen.getByTestId('cancel-reason')).toHaveTextContent('भुगतान का समय खत्म हो गया, इसलिए आपके पोर्शन छोड़ दिए गए');
  });

  it('says nothing of a cancellation for an order that stands', () => {
    renderRoute(<PaymentPanel order={anOrder({ status: 'PENDING' })} />, { route: '/orders/:id', path: '/orders/1' });
    expect(screen.queryByTestId('cancel-reason')).toBeNull();
  });
});
