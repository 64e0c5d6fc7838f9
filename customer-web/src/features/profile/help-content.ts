export interface Faq {
  question: string;
  answer: string;
}

/** Three questions: placing an order, accepted payment methods, tracking an order (docs/rules.md). */
export const FAQS: Faq[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Open the Menu, add the dishes you like to your cart before their order cutoff, then go to the cart and choose Checkout. Log in, check your details and press Confirm Order.',
  },
  {
    question: 'What payment methods do you accept?',
    answer: 'You can pay cash on delivery when you pick up your food, or pay online when you check out.',
  },
  {
    question: 'How can I track my order?',
    answer:
      'After ordering, use Track Order on the confirmation page, or open Order History in your profile and choose the order. Its status moves from Received to Preparing, Ready and Delivered.',
  },
];

/** Case-insensitive match on question or answer; a blank search shows every question. */
export function filterFaqs(faqs: Faq[], search: string): Faq[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return faqs;
  return faqs.filter((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes(needle));
}
