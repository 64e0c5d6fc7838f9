import { render, screen } from '@testing-library/react';
import { DeviceNotifications } from './device-notifications';

describe('DeviceNotifications', () => {
  it('shows nothing in a browser that cannot show notifications', async () => {
    const { container } = render(<DeviceNotifications />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('offers to turn notifications on, and says when the browser blocks them', async () => {
    const registration = { pushManager: { getSubscription: async () => null } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
    const { unmount } = render(<DeviceNotifications />);
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    unmount();

    vi.stubGlobal('Notification', { permission: 'denied' });
    render(<DeviceNotifications />);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
