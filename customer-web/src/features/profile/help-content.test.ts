import { describe, expect, it } from 'vitest';
import { FAQS, filterFaqs } from './help-content';

describe('help FAQ search', () => {
  it('shows all three questions for a blank search', () => {
    expect(filterFaqs(FAQS, '   ')).toHaveLength(3);
  });

  it('matches question or answer text regardless of case', () => {
    expect(filterFaqs(FAQS, 'TRACK').map((faq) => faq.question)).toContain('How can I track my order?');
    expect(filterFaqs(FAQS, 'cash').map((faq) => faq.question)).toEqual(['What payment methods do you accept?']);
  });

  it('returns nothing when no question matches', () => {
    expect(filterFaqs(FAQS, 'refund policy for spaceships')).toEqual([]);
  });
});
