import { useTranslation } from '../../i18n/use-translation';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { LoginRequiredNotice } from '../../components/login-required-notice';
import { OrderTotals } from '../../components/order-totals';
import { SidePanel, StickyActionBar } from '../../components/sticky-action-bar';
import type { CartLine } from '../../lib/api-types';
import { messageOf } from '../../lib/api-client';
import { useAuthStore } from '../../stores/auth-store';
import { useActiveCart, useCartStore } from '../../stores/cart-store';
import { toast } from '../../stores/toast-store';
import { paths } from '../../config/paths';
import { useReleaseHoldOnCart } from './release-hold';
import { CartLineRow } from './cart-line-row';
import { ClearCartDialog } from './clear-cart-dialog';

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <RemoveShoppingCartOutlinedIcon aria-hidden="true" sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
      <Typography variant="h2" sx={{ fontSize: 26, mb: 1 }}>
        {t('cart.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('cart.emptyText')}
      </Typography>
      <Button component={RouterLink} to={paths.menu} variant="contained" size="large">
        {t('cart.browseMenu')}
      </Button>
    </Box>
  );
}

export function CartPage() {
  const { t } = useTranslation();
  const cart = useActiveCart();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const syncFailed = useCartStore((state) => state.syncFailed);
  const mergeNotice = useCartStore((state) => state.mergeNotice);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  const navigate = useNavigate();
  useReleaseHoldOnCart(signedIn);

  async function run(change: Promise<void>) {
    try {
      await change;
    } catch (error) {
      toast.error(messageOf(error, t('cart.updateFailed')));
    }
  }

  function changeQuantity(line: CartLine, quantity: number) {
    const { setQuantity, removeLine } = useCartStore.getState();
    void run(quantity <= 0 ? removeLine(line) : setQuantity(line, quantity));
  }

  function checkout() {
    if (signedIn) void navigate(paths.checkout);
    else setNeedsLogin(true);
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 40 }, mb: 2 }}>
        {t('cart.title')}
      </Typography>
      {mergeNotice && (
        <Alert severity="info" onClose={() => useCartStore.getState().dismissMergeNotice()} sx={{ mb: 2 }}>
          {mergeNotice}
        </Alert>
      )}
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box
          sx={{
            display: 'grid',
            columnGap: 4,
            rowGap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Box component="ul" aria-label={t('cart.items')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {cart.items.map((line) => (
                <CartLineRow
                  key={line.menuScheduleId}
                  line={line}
                  onQuantity={(quantity) => changeQuantity(line, quantity)}
                  onRemove={() => void run(useCartStore.getState().removeLine(line))}
                />
              ))}
            </Box>
            <Button color="error" onClick={() => setConfirmingClear(true)} sx={{ mt: 2 }}>
              {t('cart.clear')}
            </Button>
            {syncFailed && (
              <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('notices.syncFailed')}
              </Typography>
            )}
          </Box>
          <SidePanel>
            <Paper component="section" aria-labelledby="cart-summary-title" variant="outlined" sx={{ p: 3 }}>
              <Typography id="cart-summary-title" variant="h2" sx={{ fontSize: 22, mb: 2 }}>
                {t('common.orderSummary')}
              </Typography>
              <OrderTotals subtotal={cart.subtotal} tax={cart.tax} total={cart.total} />
            </Paper>
            <StickyActionBar>
              <Button variant="contained" size="large" fullWidth onClick={checkout} sx={{ py: 1.5 }}>
                {t('cart.checkout')}
              </Button>
            </StickyActionBar>
          </SidePanel>
        </Box>
      )}
      <ClearCartDialog
        open={confirmingClear}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          void run(useCartStore.getState().clear());
        }}
      />
      {needsLogin && <LoginRequiredNotice from={paths.checkout} />}
    </Box>
  );
}
