import { render, screen } from '@testing-library/react';
import { applyLanguage } from '../../i18n/i18n';
import { anOrder } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { ReviewSection } from './review-section';

describe('ReviewSection', () => {
  const order = anOrder({ status: 'DELIVERED' });

  it('names each star for screen readers', async () => {
    fakeApi({ 'GET /reviews/mine': ok([]) });
    render(<ReviewSection order={order} />);
    expect(await screen.findByRole('radio', { name: '1 Star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 Stars' })).toBeInTheDocument();
  });

  it('names the stars in Hindi when Hindi is chosen', async () => {
    await applyLanguage('hi');
    fakeApi({ 'GET /reviews/mine': ok([]) });
    render(<ReviewSection order={order} />);
    expect(await screen.findByRole('radio', { name: '1 स्टार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 स्टार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कोई रेटिंग नहीं' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Star|Empty/ })).not.toBeInTheDocument();
  });
});
