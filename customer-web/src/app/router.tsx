import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { registerNavigator } from '../lib/navigation';
import { accountRoutes } from './account-routes';
import { MainLayout } from './main-layout';

// Every page is its own chunk, so `/` loads only the shell and the landing page.
const storefrontRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/landing-page').then((m) => ({ Component: m.LandingPage })) },
  { path: 'menu', lazy: () => import('../features/menu/menu-page').then((m) => ({ Component: m.MenuPage })) },
  { path: 'menu/:id', lazy: () => import('../features/dish/menu-redirect').then((m) => ({ Component: m.MenuRedirect })) },
  { path: 'food/:id', lazy: () => import('../features/dish/dish-page').then((m) => ({ Component: m.DishPage })) },
  { path: 'cart', lazy: () => import('../features/cart/cart-page').then((m) => ({ Component: m.CartPage })) },
  { path: 'checkout', lazy: () => import('../features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
  {
    path: 'order-confirmation',
    lazy: () => import('../features/orders/order-confirmation-page').then((m) => ({ Component: m.OrderConfirmationPage })),
  },
  {
    path: 'order-status/:traceId',
    lazy: () => import('../features/orders/order-status-page').then((m) => ({ Component: m.OrderStatusPage })),
  },
  { path: 'tiffin', lazy: () => import('../features/tiffin/tiffin-plans-page').then((m) => ({ Component: m.TiffinPlansPage })) },
  { path: 'tiffin/mine', lazy: () => import('../features/tiffin/my-tiffin-page').then((m) => ({ Component: m.MyTiffinPage })) },
  {
    path: 'tiffin/pay/test/:subscriptionId',
    lazy: () => import('../features/tiffin/tiffin-test-payment-page').then((m) => ({ Component: m.TiffinTestPaymentPage })),
  },
  {
    path: 'pay/test/:orderId',
    lazy: () => import('../features/payment/test-payment-page').then((m) => ({ Component: m.TestPaymentPage })),
  },
];

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: () => import('../features/home/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    hydrateFallbackElement: <FullScreenLoader label="Loading..." />,
    children: [...storefrontRoutes, ...accountRoutes, notFoundRoute],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
