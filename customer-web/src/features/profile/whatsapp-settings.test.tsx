import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../i18n/i18n';
import type { WhatsAppChoice, WhatsAppConsent } from '../../lib/whatsapp-api';
import { fail, fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { WhatsAppSettings } from './whatsapp-settings';

const SENTENCE = 'Send order updates on WhatsApp to +91 98765 43210';

const off: WhatsAppConsent = {
  phone: '919876543210',
  on: false,
  topics: { orderUpdates: false, drops: false, reminders: false },
  consentedAt: null,
  source: null,
};

/** A server that keeps one consent and applies each PUT as the contract says. */
function consentServer(start: WhatsAppConsent) {
  let consent = start;
  return fakeApi({
    'GET /profile/whatsapp': () => ok(consent),
    'PUT /profile/whatsapp': (call) => {
      const choice = call.body as WhatsAppChoice;
      const turnedOn = choice.on && !consent.on;
      const defaults = turnedOn && !choice.topics ? { orderUpdates: true, reminders: true } : {};
      consent = {
        ...consent,
        on: choice.on,
        topics: { ...consent.topics, ...defaults, ...choice.topics },
        consentedAt: turnedOn ? '2026-11-26T04:35:00.000Z' : consent.consentedAt,
        source: turnedOn ? choice.source : consent.source,
      };
      return ok(consent);
    },
  });
}

function renderSettings() {
  return renderRoute(<WhatsAppSettings />, { route: '/profile/notifications', path: '/profile/notifications' });
}

describe('WhatsAppSettings', { timeout: 20_000 }, () => {
  it('turns WhatsApp on for the account’s own number and then shows the topics and since when', async () => {
    const api = consentServer(off);
    renderSettings();
    const main = await screen.findByRole('switch', { name: SENTENCE });
    expect(main).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'What to send on WhatsApp' })).toBeNull();

    await userEvent.click(main);

    const topics = await screen.findByRole('group', { name: 'What to send on WhatsApp' });
    expect(screen.getByRole('switch', { name: SENTENCE })).toBeChecked();
    expect(within(topics).getByRole('switch', { name: 'Order updates' })).toBeChecked();
    expect(within(topics).getByRole('switch', { name: 'New drops and waitlist news' })).not.toBeChecked();
    expect(within(topics).getByRole('switch', { name: 'Reminders' })).toBeChecked();
    expect(screen.getByTestId('whatsapp-since')).toHaveTextContent(/^On since 26 Nov 2026, \d{1,2}:\d{2}\s?[ap]m, from your profile$/);
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { on: true, source: 'PROFILE' } });
  });

  it('saves one topic at a time, leaving the others as they are', async () => {
    const api = consentServer({
      ...off,
      on: true,
      topics: { orderUpdates: true, drops: false, reminders: true },
      consentedAt: '2026-11-20T10:00:00.000Z',
      source: 'SIGN_UP',
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('switch', { name: 'New drops and waitlist news' }));
    expect(await screen.findByRole('switch', { name: 'New drops and waitlist news' })).toBeChecked();
    expect(api.calls.at(-1)).toMatchObject({ body: { on: true, topics: { drops: true }, source: 'PROFILE' } });
    expect(screen.getByTestId('whatsapp-since')).toHaveTextContent(/from sign-up$/);
  });

  it('speaks Hindi when the site does, naming the same number', async () => {
    consentServer({ ...off, on: true, topics: { orderUpdates: true, drops: false, reminders: true } });
    await applyLanguage('hi');
    renderSettings();
    expect(await screen.findByRole('switch', { name: '+91 98765 43210 पर WhatsApp से ऑर्डर की जानकारी भेजें' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'नए ड्रॉप और वेटलिस्ट की खबर' })).not.toBeChecked();
  });

  it('asks for a mobile number first when the account has none', async () => {
    fakeApi({ 'GET /profile/whatsapp': ok({ ...off, phone: null }) });
    renderSettings();
    expect(await screen.findByText(/Add a mobile number to your account first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a mobile number' })).toHaveAttribute('href', '/profile/personal-info');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /profile/whatsapp': fail(500, 'Something went wrong') });
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your WhatsApp settings');
  });
});
