import { Navigate, Outlet, type RouteObject } from 'react-router';
import Container from '@mui/material/Container';

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
    lazy: () => import('../features/profile/personal-info-page').then((m) => ({ Component: m.PersonalInfoPage })),
  },
  {
    path: 'order-history',
    lazy: () => import('../features/profile/order-history-page').then((m) => ({ Component: m.OrderHistoryPage })),
  },
  {
    path: 'order/:orderRefId',
    lazy: () => import('../features/profile/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
  },
  {
    path: 'notifications',
    lazy: () => import('../features/profile/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: 'payment-methods',
    lazy: () => import('../features/profile/payment-methods-page').then((m) => ({ Component: m.PaymentMethodsPage })),
  },
  {
    path: 'help-support',
    lazy: () => import('../features/profile/help-support-page').then((m) => ({ Component: m.HelpSupportPage })),
  },
];

/** Sign-in, profile and static pages; the storefront's router renders them inside the main layout. */
export const accountRoutes: RouteObject[] = [
  {
    Component: AccountShell,
    children: [
      { path: 'login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: 'register', lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })) },
      {
        path: 'verify-register-otp',
        lazy: () => import('../features/auth/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage })),
      },
      {
        path: 'forgot-password',
        lazy: () => import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        lazy: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'profile',
        lazy: () => import('../features/profile/profile-layout').then((m) => ({ Component: m.ProfileLayout })),
        children: profileChildren,
      },
      { path: 'about', lazy: () => import('../features/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'catering', lazy: () => import('../features/pages/catering-page').then((m) => ({ Component: m.CateringPage })) },
      { path: 'contact', lazy: () => import('../features/pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
      {
        path: 'unsubscribe',
        lazy: () => import('../features/unsubscribe/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
      },
    ],
  },
];
