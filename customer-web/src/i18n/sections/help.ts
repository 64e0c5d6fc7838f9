import { addEnglish } from '../i18n-instance';

/** English texts under 'help.', registered by the code that shows them (importing this module), not in the entry. */
export const help = {
  title: 'Help & Support',
  search: 'Search help topics',
  faqTitle: 'Frequently Asked Questions',
  noMatch: 'No questions match “{{search}}”.',
  contactTitle: 'Contact Us',
  phoneTitle: 'Phone',
  phoneText: 'Prefer to talk? Leave your number in a message and the kitchen will call you back.',
  requestCall: 'Request a call',
  emailTitle: 'Email',
  emailText: 'Write to us and we will answer within a day.',
  sendMessage: 'Send a message',
  chatTitle: 'Live Chat',
  chatText: 'Chat with us right here. Coming soon.',
  startChat: 'Start chat',
  faqs: {
    placeOrder: {
      question: 'How do I place an order?',
      answer:
        'Open the Menu, add the dishes you like to your cart before their order cutoff, then go to the cart and choose Checkout. Log in, check your details and press Confirm Order.',
    },
    payment: {
      question: 'What payment methods do you accept?',
      answer: 'Pay in cash when you pick up your food, or pay online through Razorpay when you check out.',
    },
    track: {
      question: 'How can I track my order?',
      answer:
        'After ordering, use Track Order on the confirmation page, or open Order History in your profile and choose the order. Its status moves from Received to Preparing, Ready and Picked up, and it shows your pickup date and time.',
    },
  },
};

addEnglish({ help });
