import { addEnglish } from '../i18n-instance';

/** English texts under 'messageSettings.', registered by the code that shows them (importing this module), not in the entry. */
export const messageSettings = {
  title: 'What we send you',
  intro: 'Updates about your own orders always come. Choose the rest here.',
  loadFailed: 'We could not load your message settings. Please try again later.',
  loading: 'Loading message settings...',
  saveFailed: 'Could not save your message settings. Please try again.',
  email: 'E-mail',
  inApp: 'On this site',
  turnedOn: '{{topic}}: on',
  turnedOff: '{{topic}}: off',
  topics: {
    NEW_DROPS: {
      label: 'New drops',
      description: 'One message when the kitchen opens orders for a cook date, with its dishes, cutoff and pickup time.',
    },
    CLOSING_SOON: {
      label: 'Ordering closes soon',
      description: 'An hour before ordering closes for a cook date you have not ordered from (new-drop subscribers only).',
    },
    WAITLIST: { label: 'Back in stock', description: 'When a dish you asked to hear about can be ordered again.' },
    PICKUP_REMINDER: { label: 'Pickup reminders', description: 'An hour before your pickup time.' },
    REVIEW_REQUEST: { label: 'Review requests', description: 'The day after you collect an order, a link to review its dishes.' },
    TIFFIN_MEALS: {
      label: 'Tiffin meals',
      description: "The day before each tiffin meal, its dish and until when you can skip it; and when your plan's period is about to end.",
    },
    TIFFIN_PAYMENTS: {
      label: 'Tiffin payments',
      description: 'When a tiffin payment fails, and a day or more before an AutoPay debit, with its amount and date.',
    },
  },
};

addEnglish({ messageSettings });
