import type { MenuCard } from '../../lib/api-types';

export type MenuCategory = 'all' | 'veg' | 'non-veg';

export const MENU_CATEGORIES: { value: MenuCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'veg', label: 'Veg' },
  { value: 'non-veg', label: 'Non-Veg' },
];

export function filterMenus(menus: MenuCard[], category: MenuCategory, nameQuery: string): MenuCard[] {
  const query = nameQuery.trim().toLowerCase();
  return menus.filter((menu) => {
    if (category === 'veg' && !menu.isVeg) return false;
    if (category === 'non-veg' && menu.isVeg) return false;
    return !query || menu.name.toLowerCase().includes(query);
  });
}
