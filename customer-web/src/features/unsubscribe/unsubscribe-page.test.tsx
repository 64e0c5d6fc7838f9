import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyLanguage } from '../../i18n/i18n';
import { fail, fakeApi, ok } from '../../testing/fake-api';
import { UnsubscribePage } from './unsubscribe-page';

function open(url: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe', element: <UnsubscribePage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('UnsubscribePage', () => {
  it('asks first, then turns the e-mails off with the token from the link', async () => {
    const api = fakeApi({ 'POST /messages/unsubscribe?token=12.NEW_DROPS.sig': ok({ topic: 'NEW_DROPS', label: 'New drops' }) });
    open('/unsubscribe?token=12.NEW_DROPS.sig');
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText("Done: you will get no more 'New drops' e-mails.")).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /messages/unsubscribe?token=12.NEW_DROPS.sig']);
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute('href', '/profile/notifications');
  });

  it("shows the server's reason when the link is not valid", async () => {
    fakeApi({ 'POST /messages/unsubscribe?token=forged': fail(400, 'This unsubscribe link is not valid.') });
    open('/unsubscribe?token=forged');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });

  it('asks and answers in Hindi when Hindi is chosen, the link to the settings inside the sentence', async () => {
    await applyLanguage('hi');
    fakeApi({ 'POST /messages/unsubscribe?token=12.NEW_DROPS.sig': ok({ topic: 'NEW_DROPS', label: 'New drops' }) });
    open('/unsubscribe?token=12.NEW_DROPS.sig');
    expect(screen.getByRole('link', { name: 'सूचना सेटिंग' })).toHaveAttribute('href', '/profile/notifications');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता छोड़ें' }));
    expect(await screen.findByText("हो गया: अब आपको 'New drops' ई-मेल नहीं मिलेंगे।")).toBeInTheDocument();
  });

  it('says so when the link has no token, without a button', () => {
    open('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
