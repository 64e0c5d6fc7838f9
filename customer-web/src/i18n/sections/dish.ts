import { addEnglish } from '../i18n-instance';

/** English texts under 'dish.', registered by the code that shows them (importing this module), not in the entry. */
export const dish = {
  loading: 'Loading food details...',
  notFound: 'Food Item Not Found!',
  backToMenu: 'Back to Menu',
  breadcrumb: 'Breadcrumb',
  menu: 'Menu',
  available: 'Available',
  unavailable: 'Unavailable',
  rating_one: '{{rating}} out of 5 ({{count}} review)',
  rating_other: '{{rating}} out of 5 ({{count}} reviews)',
  ingredients: 'Ingredients',
  defaultIngredients: 'Fresh ingredients used daily.',
  chooseDate: 'Choose a cook date',
  pickupTime: 'Pickup {{time}}',
  addToCart: 'Add to Cart – {{price}}',
  photosOf: 'Photos of {{name}}',
  openPhoto: 'Open photo {{number}} of {{total}} full screen',
  photo: '{{name}}, photo {{number}} of {{total}}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  showPhoto: 'Show photo {{number}}',
  photos: '{{name}} photos',
  closePhotos: 'Close photos',
};

addEnglish({ dish });
