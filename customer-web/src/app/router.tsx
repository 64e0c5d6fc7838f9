import { useEffect } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { accountRoutes } from './account-routes';
import { lazyPage } from './lazy-page';
import { MainLayout } from './main-layout';

// Every page is its own chunk, so `/` loads only the shell and the landing page.
const storefrontRoutes: RouteObject[] = [
  { index: true, ...lazyPage(() => import('../features/home/landing-page').then((m) => m.LandingPage)) },
  { path: 'menu', ...lazyPage(() => import('../features/menu/menu-page').then((m) => m.MenuPage)) },
  { path: 'menu/:id', ...lazyPage(() => import('../features/dish/menu-redirect').then((m) => m.MenuRedirect)) },
  { path: 'food/:id', ...lazyPage(() => import('../features/dish/dish-page').then((m) => m.DishPage)) },
  { path: 'cart', ...lazyPage(() => import('../features/cart/cart-page').then((m) => m.CartPage)) },
  { path: 'checkout', ...lazyPage(() => import('../features/checkout/checkout-page').then((m) => m.CheckoutPage)) },
  {
    path: 'order-confirmation',
    ...lazyPage(() => import('../features/orders/order-confirmation-page').then((m) => m.OrderConfirmationPage)),
  },
  {
    path: 'order-status/:traceId',
    ...lazyPage(() => import('../features/orders/order-status-page').then((m) => m.OrderStatusPage)),
  },
  { path: 'tiffin', ...lazyPage(() => import('../features/tiffin/tiffin-plans-page').then((m) => m.TiffinPlansPage)) },
  { path: 'tiffin/mine', ...lazyPage(() => import('../features/tiffin/my-tiffin-page').then((m) => m.MyTiffinPage)) },
  {
    path: 'tiffin/pay/test/:subscriptionId',
    ...lazyPage(() => import('../features/tiffin/tiffin-test-payment-page').then((m) => m.TiffinTestPaymentPage)),
  },
  {
    path: 'pay/test/:orderId',
    ...lazyPage(() => import('../features/payment/test-payment-page').then((m) => m.TestPaymentPage)),
  },
];

const notFoundRoute: RouteObject = {
  path: '*',
  ...lazyPage(() => import('../features/home/not-found-page').then((m) => m.NotFoundPage)),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainLayout />,
    children: [...storefrontRoutes, ...accountRoutes, notFoundRoute],
  },
];

/**
 * The site's pages at the router's location (the browser's, or the prerender's static one). It hands its navigate
 * function to code outside React (the API client, stores) while it is mounted.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return useRoutes(routes);
}
