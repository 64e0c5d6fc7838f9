import { currentLanguage } from '../i18n/i18n';
import type { MenuCard } from './api-types';

type DishWords = Pick<MenuCard, 'name' | 'nameHi'> & Partial<Pick<MenuCard, 'description' | 'descriptionHi'>>;

/** The dish's name in the chosen language: its Hindi name when Hindi is chosen and the kitchen gave one. */
export function dishName(dish: DishWords): string {
  return (currentLanguage() === 'hi' && dish.nameHi?.trim()) || dish.name;
}

/** The dish's description in the chosen language, falling back to the English one. */
export function dishDescription(dish: DishWords): string {
  return (currentLanguage() === 'hi' && dish.descriptionHi?.trim()) || (dish.description ?? '');
}
