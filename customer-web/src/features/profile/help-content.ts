import { i18n } from '../../i18n/i18n';
import '../../i18n/sections/help';

export interface Faq {
  question: string;
  answer: string;
}

const FAQ_KEYS = ['placeOrder', 'payment', 'track'] as const;

/**
 * Three questions: placing an order, accepted payment methods, tracking an order (docs/rules.md). Their texts
 * (help.faqs in the message files) are read in the language the site is shown in, so search matches what is shown.
 */
export const FAQS: Faq[] = FAQ_KEYS.map((key) => ({
  get question() {
    return i18n.t(`help.faqs.${key}.question`);
  },
  get answer() {
    return i18n.t(`help.faqs.${key}.answer`);
  },
}));

/** Case-insensitive match on question or answer; a blank search shows every question. */
export function filterFaqs(faqs: Faq[], search: string): Faq[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return faqs;
  return faqs.filter((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes(needle));
}
