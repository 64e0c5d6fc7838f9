import { addEnglish } from '../i18n-instance';

/** English texts under 'home.', registered by the code that shows them (importing this module), not in the entry. */
export const home = {
  heroTitle: 'Home-style meals, cooked fresh every day',
  heroText: "Pick from today's dishes, order before the cutoff and collect your meal warm from our kitchen.",
  orderNow: 'Order Now',
  viewMenu: 'View Menu',
  playVideo: 'Play background video',
  pauseVideo: 'Pause background video',
  aboutTitle: 'About Home Kitchen',
  aboutText1:
    'We are a small kitchen cooking the food we grew up with: slow-simmered curries, crisp dosas and fresh breads, made in small batches with seasonal vegetables and spices we grind ourselves.',
  aboutText2:
    'Every dish is cooked on the day you collect it. Order online, choose cash on pickup or pay online, and pick up your meal in the window shown on the menu.',
  availabilityTitle: 'Dynamic Availability',
  availabilityText1:
    'Some of our dishes are seasonal, cooked only on certain days or at certain hours. The menu shows what is cooking next, the time orders close and how many portions are left.',
  availabilityText2:
    'When a dish sells out or its order time passes it says so right away, so you never order something we cannot cook for you.',
  featuredTitle: 'Featured dishes',
  featuredText: "Our regulars' favourites, cooked the way they are at home.",
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you were looking for does not exist.',
  browseMenu: 'Browse Menu',
};

addEnglish({ home });
