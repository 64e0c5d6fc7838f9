import { render, screen } from '@testing-library/react';
import { applyLanguage } from '../../i18n/i18n';
import { fakeApi, ok } from '../../testing/fake-api';
import { FAQS, filterFaqs } from './help-content';
import { MessageSettings } from './message-settings';

describe('profile pages in Hindi', () => {
  it('names the message topics and channels in Hindi, keeping the server text for a topic it does not know', async () => {
    fakeApi({
      'GET /messages/preferences': ok([
        { topic: 'WAITLIST', label: 'Back in stock', description: 'When a dish is back.', email: true, inApp: true },
        { topic: 'SOMETHING_NEW', label: 'Something new', description: 'Not in the message files yet.', email: true, inApp: false },
      ]),
    });
    await applyLanguage('hi');
    render(<MessageSettings />);
    expect(await screen.findByRole('switch', { name: 'फिर से उपलब्ध: ईमेल' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Something new: इस साइट पर' })).not.toBeChecked();
    expect(screen.getByText('Not in the message files yet.')).toBeInTheDocument();
  });

  it('searches the questions in the language they are shown in', async () => {
    await applyLanguage('hi');
    expect(filterFaqs(FAQS, 'ट्रैक').map((faq) => faq.question)).toEqual(['मैं अपना ऑर्डर कैसे ट्रैक करूँ?']);
  });
});
