import { screen } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { theServerSettings } from '../testing/factories';
import { useSettingsStore } from '../lib/settings-store';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the FSSAI licence number with the legal name once the kitchen has set it', () => {
    useSettingsStore.setState({ settings: theServerSettings({ legalName: 'Anjali Rao Home Foods', fssaiNumber: '11223344556677' }) });
    renderRoute(<Footer />, { route: '/', path: '/' });
    expect(screen.getByTestId('seller-line')).toHaveTextContent('Anjali Rao Home Foods · FSSAI Lic. No. 11223344556677');
  });

  it('shows no seller line before the number is set', () => {
    useSettingsStore.setState({ settings: theServerSettings() });
    renderRoute(<Footer />, { route: '/', path: '/' });
    expect(screen.queryByTestId('seller-line')).not.toBeInTheDocument();
  });
});
