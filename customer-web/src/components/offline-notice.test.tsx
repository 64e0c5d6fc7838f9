import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says so while the connection is gone, and goes away when it is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => goOffline(true));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. The menu and your orders need a connection");
    act(() => goOffline(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
