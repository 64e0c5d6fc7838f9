import { useTranslation } from '../../i18n/use-translation';
import type { ReactNode } from 'react';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@home-kitchen/api';
import { LoginRequiredNotice } from '../../components/login-required-notice';
import { OrderTotals } from '../../components/order-totals';
import { SidePanel, StickyActionBar } from '../../components/sticky-action-bar';
import type { Cart, PaymentMethod, PromotionQuote } from '../../lib/api-types';
import { forgetCachedMenus } from '../../lib/catalogue';
import { formatRupees } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { isValidPhone, normalisePhone } from '../../lib/phone';
import { saveLatestOrder } from '../../lib/latest-order';
import { useAuthStore } from '../../stores/auth-store';
import { useActiveCart, useCartStore } from '../../stores/cart-store';
import { toast } from '../../stores/toast-store';
import { paths } from '../../config/paths';
import { useSettingsStore } from '../../lib/settings-store';
import { usePayOnline } from '../../components/use-pay-online';
import { WhatsAppConsentCheckbox } from '../../components/whatsapp-consent-checkbox';
import { HoldNotice } from './hold-notice';
import { missingPickup, missingPickupMessage, pickupSlotsPayload } from './pickup-choice';
import { PickupTimeSection } from './pickup-time-section';
import { placeOrder } from './place-order';
import { PromotionCode } from './promotion-code';
import { useCheckoutHold } from './use-checkout-hold';
import { useWhatsAppOffer } from './use-whatsapp-offer';
import { usePickupChoices } from './use-pickup-choices';
import { dishName } from '../../lib/dish-text';
import '../../i18n/sections/checkout';

/** The confirmation page opens 800 ms after the order is placed. */
export const CONFIRMATION_REDIRECT_MS = 800;

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `checkout-section-${number}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {number} {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function CheckoutPage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  if (!signedIn) return <LoginRequiredNotice from={paths.checkout} />;
  return <CheckoutForm />;
}

function CheckoutForm() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const cart = useActiveCart();
  const navigate = useNavigate();
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState(() => formatPhone(user?.phone));
  const [nameError, setNameError] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const onlineOffered = useSettingsStore((state) => Boolean(state.settings?.onlinePayment));
  const { pay } = usePayOnline();
  const [specialInstructions, setSpecialInstructions] = useState('');
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState(false);
  // What is being ordered, held while the order is placed: the cart empties before the confirmation opens.
  const [orderedCart, setOrderedCart] = useState<Cart | null>(null);
  const summary = orderedCart ?? cart;
  // One key per checkout attempt: a double click or a retry after a lost answer reuses it.
  const idempotencyKey = useRef(newIdempotencyKey());
  const hold = useCheckoutHold();
  const pickup = usePickupChoices();
  const [pickupError, setPickupError] = useState('');
  const [quote, setQuote] = useState<PromotionQuote | null>(null);
  // A quote counts for the cart it was made for; a changed cart needs the code applied again.
  const promotion = quote && quote.subtotal === summary.subtotal ? quote : null;
  const whatsapp = useWhatsAppOffer();
  // WhatsApp is offered for the number in the phone field, once it is one.
  const whatsappPhone = isValidPhone(phone) ? normalisePhone(phone) : null;

  if (cart.items.length === 0 && !placed) return <Navigate to={paths.cart} replace />;

  /**
   * Name and phone are saved to the profile on blur, only when not blank. A phone is stored as its digits, as
   * registration stores it; one that is not a phone number is left unsaved.
   */
  function saveToProfile(field: 'name' | 'phone', value: string) {
    const trimmed = value.trim();
    if (field === 'phone' && trimmed && !isValidPhone(trimmed)) return;
    const stored = field === 'phone' ? normalisePhone(trimmed) : trimmed;
    if (!stored || stored === (user?.[field] ?? '')) return;
    useAuthStore
      .getState()
      .updateProfile({ [field]: stored })
      .catch(() => toast.error(t('checkout.profileSaveFailed')));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    if (cart.items.length === 0) {
      toast.error(t('checkout.cartEmpty'));
      return;
    }
    if (!name.trim()) {
      setNameError(t('checkout.nameRequired'));
      return;
    }
    const unchosen = missingPickup(pickup.choices, pickup.selection);
    if (unchosen) {
      setPickupError(missingPickupMessage(unchosen));
      // Focus brings the first open slot of that date into view.
      document.querySelector<HTMLInputElement>(`[aria-labelledby="pickup-${unchosen.cookDate}"] input:enabled`)?.focus();
      return;
    }
    setPlacing(true);
    setOrderedCart(cart);
    await whatsapp.turnOnIfWanted(whatsappPhone);
    const pickupSlots = pickupSlotsPayload(pickup.choices, pickup.selection);
    const result = await placeOrder(
      { lines: cart.items, paymentMethod, specialInstructions, pickupSlots, promotionCode: promotion?.code },
      idempotencyKey.current,
    );
    if (!result.ok) {
      setPlacing(false);
      setOrderedCart(null);
      toast.error(result.message);
      if (result.code?.startsWith('PROMO_')) setQuote(null);
      // A slot that filled meanwhile (or the times changed): show what is left, the filled slot as full.
      if (result.code?.startsWith('PICKUP_')) {
        setPickupError(result.message);
        void pickup.reload();
      }
      if (!result.retrySafe) {
        idempotencyKey.current = newIdempotencyKey();
        void useCartStore.getState().loadServerCart();
      }
      return;
    }
    setPlaced(true);
    hold.keep();
    saveLatestOrder(result.order);
    forgetCachedMenus();
    toast.success(`🎉 ${result.message}`);
    // Clearing the cart after an order may fail quietly; the order stands.
    void useCartStore
      .getState()
      .clear()
      .catch(() => undefined);
    // An online order is confirmed once paid: Checkout (or the test-mode page) opens now.
    if (result.order.status === 'AWAITING_PAYMENT') {
      void pay(result.order);
      return;
    }
    window.setTimeout(() => void navigate(paths.orderConfirmation, { state: { order: result.order } }), CONFIRMATION_REDIRECT_MS);
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 30, md: 40 }, mb: 3 }}>
        {t('checkout.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <HoldNotice view={hold.view} onHoldAgain={hold.holdAgain} />
          <PickupTimeSection
            load={pickup.load}
            selection={pickup.selection}
            error={pickupError}
            onChoose={(cookDate, from) => {
              pickup.choose(cookDate, from);
              setPickupError('');
            }}
            onRetry={() => void pickup.reload()}
          />
          <Section number={1} title={t('checkout.contact')}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={t('checkout.fullName')}
                value={name}
                required
                autoComplete="name"
                error={Boolean(nameError)}
                helperText={nameError || undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError('');
                }}
                onBlur={() => saveToProfile('name', name)}
              />
              <TextField label={t('checkout.email')} value={user?.email ?? ''} disabled />
              <TextField
                label={t('checkout.phone')}
                value={phone}
                type="tel"
                autoComplete="tel"
                onChange={(event) => setPhone(event.target.value)}
                onBlur={() => saveToProfile('phone', phone)}
              />
              {whatsapp.offered && whatsappPhone && (
                <WhatsAppConsentCheckbox
                  id="checkout-whatsapp"
                  phone={whatsappPhone}
                  checked={whatsapp.wanted}
                  onChange={whatsapp.setWanted}
                />
              )}
            </Box>
          </Section>
          <Section number={2} title={t('checkout.payment')}>
            <RadioGroup
              aria-label={t('checkout.paymentLabel')}
              value={paymentMethod}
              onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod)}
            >
              <FormControlLabel value="COD" control={<Radio />} label={t('checkout.cash')} />
              {onlineOffered && <FormControlLabel value="ONLINE" control={<Radio />} label={t('checkout.online')} />}
            </RadioGroup>
          </Section>
          <Section number={3} title={t('checkout.instructionsSection')}>
            <TextField
              label={t('checkout.instructions')}
              placeholder={t('checkout.instructionsPlaceholder')}
              value={specialInstructions}
              onChange={(event) => setSpecialInstructions(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Section>
        </Box>
        <SidePanel>
          <Paper component="section" aria-labelledby="order-summary-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="order-summary-title" variant="h2" sx={{ fontSize: 20, mb: 2 }}>
              {t('common.orderSummary')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
              {summary.items.map((line) => (
                <Box component="li" key={line.menuScheduleId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
                  <Typography>
                    {dishName(line)} × {line.quantity}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>{formatRupees(line.lineTotal)}</Typography>
                </Box>
              ))}
            </Box>
            <PromotionCode applied={promotion} onChange={setQuote} />
            <OrderTotals
              subtotal={summary.subtotal}
              discount={promotion?.discount}
              promotionCode={promotion?.code}
              tax={promotion?.tax ?? summary.tax}
              total={promotion?.total ?? summary.total}
            />
          </Paper>
          <StickyActionBar>
            {/* On phones the summary is out of sight above: the bar repeats what will be paid. */}
            <Box aria-hidden="true" sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'space-between', mb: 1, fontWeight: 800 }}>
              <span>{t('common.total')}</span>
              <span>{formatRupees(promotion?.total ?? summary.total)}</span>
            </Box>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={placing || placed} sx={{ py: 1.5 }}>
              {placing || placed ? t('checkout.placing') : t('checkout.confirm')}
            </Button>
            {placing && (
              <Typography role="status" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
                {t('checkout.creating')}
              </Typography>
            )}
          </StickyActionBar>
        </SidePanel>
      </Box>
    </Box>
  );
}
