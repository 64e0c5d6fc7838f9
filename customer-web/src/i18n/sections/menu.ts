import { addEnglish } from '../i18n-instance';

/** English texts under 'menu.', registered by the code that shows them (importing this module), not in the entry. */
export const menu = {
  title: 'Our Menu',
  intro: 'Cooked fresh for each pickup window. Order before the cutoff shown on each dish.',
  category: 'Category',
  searchByName: 'Search by name',
  loading: 'Loading menu items...',
  loadFailed: 'Unable to load updated menus. Try again later.',
  noMatch: 'No dishes match your choice.',
  cookDateHeading: 'Cooked on {{date}}',
  unscheduledHeading: 'Not on a cook date yet',
  dishOnDate: '{{dish}}, {{date}}',
  addToCart: 'Add to Cart',
  categories: { all: 'All', veg: 'Veg', nonVeg: 'Non-Veg' },
};

addEnglish({ menu });
