export interface NavItem {
  to: string;
  /** The key of its text in the message files. */
  label: 'header.home' | 'header.menu' | 'header.tiffin' | 'header.catering' | 'header.about';
  /** Pages that belong to this link without being its path (a dish page belongs to the menu). */
  alsoActiveUnder?: string;
}

/**
 * The class that marks a link active on the pages belonging to it; NavLink itself marks its own page. (A string,
 * not NavLink's class function: MUI's Button merges its classes into the string it passes on.)
 */
export function navLinkClass(link: NavItem, pathname: string): string | undefined {
  return link.alsoActiveUnder !== undefined && pathname.startsWith(link.alsoActiveUnder) ? 'active' : undefined;
}
