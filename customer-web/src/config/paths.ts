export const paths = {
  home: '/',
  menu: '/menu',
  /** A dish's page; with a cook date, opened on that date. */
  food: (id: number | string, cookDate?: string) => (cookDate ? `/food/${id}?date=${cookDate}` : `/food/${id}`),
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  orderStatus: (traceId: string) => `/order-status/${traceId}`,
  testPayment: (orderId: string) => `/pay/test/${orderId}`,
  /** The tiffin plans; with a plan id, that plan's subscribe form open. */
  tiffin: (planId?: number) => (planId === undefined ? '/tiffin' : `/tiffin?plan=${planId}`),
  myTiffin: '/tiffin/mine',
  tiffinTestPayment: (subscriptionId: number) => `/tiffin/pay/test/${subscriptionId}`,
  login: '/login',
  register: '/register',
  personalInfo: '/profile/personal-info',
  about: '/about',
  catering: '/catering',
  contact: '/contact',
} as const;

/**
 * The pages people land on from outside, as route patterns: the build prerenders them and preloads their code, the
 * server draws `/menu` and a dish page with the menu, and they are the same for every visitor.
 */
export const landingPaths = { home: '/', menu: '/menu', dish: '/food/:id' } as const;

/** The header's Log in link is hidden on these pages (docs/rules.md). */
export function hidesLoginLink(pathname: string): boolean {
  return pathname === paths.checkout || pathname === paths.login || pathname === paths.register || pathname.startsWith('/verify');
}
