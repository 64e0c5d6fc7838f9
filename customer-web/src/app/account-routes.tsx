import { Navigate, Outlet, type RouteObject } from 'react-router';
import Container from '@mui/material/Container';
import { lazyPage } from './lazy-page';

/** Gives the account and static pages the same page margins as the rest of the site. */
function AccountShell() {
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
      <Outlet />
    </Container>
  );
}

const profileChildren: RouteObject[] = [
  { index: true, element: <Navigate to="personal-info" replace /> },
  {
    path: 'personal-info',
    ...lazyPage(() => import('../features/profile/personal-info-page').then((m) => m.PersonalInfoPage)),
  },
  {
    path: 'order-history',
    ...lazyPage(() => import('../features/profile/order-history-page').then((m) => m.OrderHistoryPage)),
  },
  {
    path: 'order/:orderRefId',
    ...lazyPage(() => import('../features/profile/order-detail-page').then((m) => m.OrderDetailPage)),
  },
  {
    path: 'notifications',
    ...lazyPage(() => import('../features/profile/notifications-page').then((m) => m.NotificationsPage)),
  },
  {
    path: 'payment-methods',
    ...lazyPage(() => import('../features/profile/payment-methods-page').then((m) => m.PaymentMethodsPage)),
  },
  {
    path: 'help-support',
    ...lazyPage(() => import('../features/profile/help-support-page').then((m) => m.HelpSupportPage)),
  },
];

/** Sign-in, profile and static pages; the storefront's router renders them inside the main layout. */
export const accountRoutes: RouteObject[] = [
  {
    element: <AccountShell />,
    children: [
      { path: 'login', ...lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
      { path: 'register', ...lazyPage(() => import('../features/auth/register-page').then((m) => m.RegisterPage)) },
      {
        path: 'verify-register-otp',
        ...lazyPage(() => import('../features/auth/verify-otp-page').then((m) => m.VerifyOtpPage)),
      },
      {
        path: 'forgot-password',
        ...lazyPage(() => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage)),
      },
      {
        path: 'reset-password',
        ...lazyPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      {
        path: 'profile',
        ...lazyPage(() => import('../features/profile/profile-layout').then((m) => m.ProfileLayout)),
        children: profileChildren,
      },
      { path: 'about', ...lazyPage(() => import('../features/pages/about-page').then((m) => m.AboutPage)) },
      { path: 'catering', ...lazyPage(() => import('../features/pages/catering-page').then((m) => m.CateringPage)) },
      { path: 'contact', ...lazyPage(() => import('../features/pages/contact-page').then((m) => m.ContactPage)) },
      {
        path: 'unsubscribe',
        ...lazyPage(() => import('../features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage)),
      },
    ],
  },
];
