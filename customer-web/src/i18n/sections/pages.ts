import { addEnglish } from '../i18n-instance';

/** English texts under 'pages.', registered by the code that shows them (importing this module), not in the entry. */
export const pages = {
  about: {
    title: 'About Home Kitchen',
    lead: 'Home-style meals, cooked fresh in small batches and ready for pickup when you are.',
    storyTitle: 'Our story',
    storyText:
      'Home Kitchen began with a simple idea: food that tastes like it came from your own kitchen. Every dish is made the way it is at home, with fresh ingredients, everyday spices and no shortcuts.',
    scheduleTitle: 'Cooked to a schedule',
    scheduleText:
      'We cook each dish on set days in limited quantities, so nothing sits waiting. Order before the cutoff shown on the menu, then pick your meal up in its pickup window.',
    seasonalTitle: 'Seasonal and fresh',
    seasonalText:
      'Our menu follows the seasons. Some dishes appear only on certain days or at certain hours; the menu always shows what you can order right now and how many portions are left.',
    viewMenu: 'View Menu',
  },
  catering: {
    title: 'Catering',
    lead: 'Home-style food for your gatherings: family functions, office lunches, pujas and parties.',
    menusTitle: 'Menus for your event',
    menusText: 'Choose from our regular dishes or ask for a menu made for your occasion, vegetarian and non-vegetarian.',
    sizeTitle: 'Any size',
    sizeText: 'From a lunch for ten to a celebration for a hundred, we cook in batches sized for your guests.',
    howTitle: 'How it works',
    howText: 'Tell us the date, the number of guests and what you have in mind. We reply with a menu and a quote.',
    quote: 'Get a Quote',
  },
  contact: {
    title: 'Contact Us',
    lead: 'Questions, feedback or a catering quote: send us a message and the kitchen will reply by email.',
    form: 'Contact the kitchen',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone (optional)',
    message: 'Message',
    sending: 'Sending...',
    send: 'Send Message',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    phoneInvalid: 'Enter a valid phone number',
    messageRequired: 'Please write your message',
    messageTooLong: 'Please keep your message under 2000 characters',
    sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    failed: 'Could not send your message. Please try again.',
  },
};

addEnglish({ pages });
