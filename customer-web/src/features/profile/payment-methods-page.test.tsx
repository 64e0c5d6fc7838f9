import { screen } from '@testing-library/react';
import { useSettingsStore } from '../../lib/settings-store';
import { theServerSettings } from '../../testing/factories';
import { renderRoute } from '../../testing/render-route';
import { PaymentMethodsPage } from './payment-methods-page';

describe('PaymentMethodsPage', () => {
  it('says only what is true: cash at pickup and online through Razorpay at checkout, with no sample cards or dead buttons', () => {
    useSettingsStore.setState({ settings: theServerSettings({ onlinePayment: { provider: 'razorpay', checkoutUrl: null } }) });
    renderRoute(<PaymentMethodsPage />, { route: '/profile/payment-methods', path: '/profile/payment-methods' });
    expect(screen.getByRole('heading', { name: 'Pay at pickup (cash)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay online at checkout' })).toBeInTheDocument();
    expect(screen.getByText(/Razorpay takes UPI, cards and netbanking/)).toBeInTheDocument();
    expect(screen.queryByText(/4242|Visa|Sample/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('leaves online payment out when the kitchen does not take it', () => {
    useSettingsStore.setState({ settings: theServerSettings({ onlinePayment: null }) });
    renderRoute(<PaymentMethodsPage />, { route: '/profile/payment-methods', path: '/profile/payment-methods' });
    expect(screen.queryByRole('heading', { name: 'Pay online at checkout' })).not.toBeInTheDocument();
    expect(screen.getByText('This kitchen takes cash at pickup only for now.')).toBeInTheDocument();
  });
});
