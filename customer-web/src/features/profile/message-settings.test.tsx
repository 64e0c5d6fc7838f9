import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../testing/fake-api';
import { MessageSettings } from './message-settings';

const sheet = [
  { topic: 'NEW_DROPS', label: 'New drops', description: 'When orders open.', email: false, inApp: false },
  { topic: 'WAITLIST', label: 'Back in stock', description: 'When a dish is back.', email: true, inApp: true },
];

describe('MessageSettings', () => {
  it('shows each topic per channel and saves one switch at a time', async () => {
    const api = fakeApi({
      'GET /messages/preferences': ok(sheet),
      'PUT /messages/preferences': (call) => {
        const [choice] = (call.body as { topics: { topic: string; email: boolean; inApp: boolean }[] }).topics;
        return ok(sheet.map((row) => (row.topic === choice.topic ? { ...row, ...choice } : row)));
      },
    });
    render(<MessageSettings />);
    const dropsByMail = await screen.findByRole('switch', { name: 'New drops: E-mail' });
    expect(dropsByMail).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Back in stock: On this site' })).toBeChecked();

    await userEvent.click(dropsByMail);
    expect(await screen.findByRole('switch', { name: 'New drops: E-mail' })).toBeChecked();
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { topics: [{ topic: 'NEW_DROPS', email: true, inApp: false }] } });
  });
});
