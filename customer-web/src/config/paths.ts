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
  login: '/login',
  register: '/register',
  personalInfo: '/profile/personal-info',
  about: '/about',
  catering: '/catering',
  contact: '/contact',
} as const;

/** The header's Log in link is hidden on these pages (docs/rules.md). */
export function hidesLoginLink(pathname: string): boolean {
  return pathname === paths.checkout || pathname === paths.login || pathname === paths.register || pathname.startsWith('/verify');
}
