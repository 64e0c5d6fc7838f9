import { Menu, useTranslate } from 'react-admin';
import { Badge } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PrintIcon from '@mui/icons-material/Print';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StorefrontIcon from '@mui/icons-material/Storefront';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WebhookIcon from '@mui/icons-material/Webhook';
import ForumIcon from '@mui/icons-material/Forum';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useLiveOrders } from '../live-orders/LiveOrdersContext';

export function AdminMenu() {
  const translate = useTranslate();
  const { unseenCount } = useLiveOrders();
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText={translate('hk.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/food" primaryText={translate('hk.menu.food')} leftIcon={<RestaurantMenuIcon />} />
      <Menu.Item
        to="/orders"
        primaryText={translate('hk.menu.orders')}
        leftIcon={
          <Badge badgeContent={unseenCount} color="error" data-testid="new-orders-badge">
            <ReceiptLongIcon />
          </Badge>
        }
      />
      <Menu.Item to="/tiffin-plans" primaryText={translate('hk.menu.tiffinPlans')} leftIcon={<LunchDiningIcon />} />
      <Menu.Item to="/tiffin-subscriptions" primaryText={translate('hk.menu.tiffinSubscriptions')} leftIcon={<EventRepeatIcon />} />
      <Menu.Item to="/customers" primaryText={translate('hk.menu.customers')} leftIcon={<PeopleIcon />} />
      <Menu.Item to="/messages" primaryText={translate('hk.menu.messages')} leftIcon={<ForumIcon />} />
      <Menu.Item to="/reviews" primaryText={translate('hk.menu.reviews')} leftIcon={<RateReviewIcon />} />
      <Menu.Item to="/waitlists" primaryText={translate('hk.menu.waitlists')} leftIcon={<NotificationsActiveIcon />} />
      <Menu.Item to="/production" primaryText={translate('hk.menu.production')} leftIcon={<PrintIcon />} />
      <Menu.Item to="/pickup-slots" primaryText={translate('hk.menu.pickupSlots')} leftIcon={<ScheduleIcon />} />
      <Menu.Item to="/kitchen-details" primaryText={translate('hk.menu.kitchenDetails')} leftIcon={<StorefrontIcon />} />
      <Menu.Item to="/promotions" primaryText={translate('hk.menu.promotions')} leftIcon={<LocalOfferIcon />} />
      <Menu.Item to="/api-keys" primaryText={translate('hk.menu.integrations')} leftIcon={<VpnKeyIcon />} />
      <Menu.Item to="/webhooks" primaryText={translate('hk.menu.webhooks')} leftIcon={<WebhookIcon />} />
    </Menu>
  );
}
