import type { MenuCard } from '../../lib/api-types';
import '../../i18n/sections/menu';

export type MenuCategory = 'all' | 'veg' | 'non-veg';

/** `label`: the key of the category's name in the message files. */
export const MENU_CATEGORIES = [
  { value: 'all', label: 'menu.categories.all' },
  { value: 'veg', label: 'menu.categories.veg' },
  { value: 'non-veg', label: 'menu.categories.nonVeg' },
] as const satisfies { value: MenuCategory; label: string }[];

export function filterMenus(menus: MenuCard[], category: MenuCategory, nameQuery: string): MenuCard[] {
  const query = nameQuery.trim().toLowerCase();
  return menus.filter((menu) => {
    if (category === 'veg' && !menu.isVeg) return false;
    if (category === 'non-veg' && menu.isVeg) return false;
    return !query || [menu.name, menu.nameHi ?? ''].some((name) => name.toLowerCase().includes(query));
  });
}
