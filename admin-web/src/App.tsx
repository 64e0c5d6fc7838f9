import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { englishTranslations } from './i18n/en';
import { i18nProvider } from './i18n/i18nProvider';
import { CONSOLE_BASE } from './lib/api-paths';
import { AdminLayout } from './layout/AdminLayout';
import { BottomNotification } from './layout/BottomNotification';
import { VerifyingSession } from './layout/VerifyingSession';
import { kitchenTheme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { DashboardPage } from './dashboard';
import { FoodPage } from './food';
import { ProductionPage } from './production';
import { PickupSlotsPage } from './pickup-slots';
import { KitchenDetailsPage } from './kitchen-details';
import { MessagesPage } from './messages';
import orders from './orders';
import customers from './customers';
import reviews from './reviews';
import waitlists from './waitlists';
import promotions from './promotions';
import apiKeys from './integrations';
import webhooks from './webhooks';
import tiffinPlans from './tiffin-plans';
import tiffinSubscriptions from './tiffin-subscriptions';

function RedirectToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

export function App() {
  return (
    <BrowserRouter basename={CONSOLE_BASE}>
      <Admin
        title={englishTranslations.hk.app.title}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={kitchenTheme}
        layout={AdminLayout}
        loginPage={LoginPage}
        loading={VerifyingSession}
        notification={BottomNotification}
        dashboard={RedirectToDashboard}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/food" element={<FoodPage />} />
          <Route path="/production" element={<ProductionPage />} />
          <Route path="/pickup-slots" element={<PickupSlotsPage />} />
          <Route path="/kitchen-details" element={<KitchenDetailsPage />} />
          <Route path="/messages/:phone?" element={<MessagesPage />} />
        </CustomRoutes>
        <Resource name="orders" {...orders} />
        <Resource name="tiffin-plans" {...tiffinPlans} />
        <Resource name="tiffin-subscriptions" {...tiffinSubscriptions} />
        <Resource name="customers" {...customers} />
        <Resource name="reviews" {...reviews} />
        <Resource name="waitlists" {...waitlists} />
        <Resource name="promotions" {...promotions} />
        <Resource name="api-keys" {...apiKeys} />
        <Resource name="webhooks" {...webhooks} />
      </Admin>
    </BrowserRouter>
  );
}
