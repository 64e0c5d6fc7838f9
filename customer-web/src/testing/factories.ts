import type { Cart, CartLine, MenuCard, MenuCardDate, Order, Settings, TiffinMeal, TiffinPlan, TiffinSubscription } from '../lib/api-types';

const inOneDay = () => new Date(Date.now() + 24 * 3600_000).toISOString();

export function aMenuCard(overrides: Partial<MenuCard> = {}): MenuCard {
  return {
    id: 1,
    name: 'Masala Dosa',
    description: 'Crisp rice crêpe with potato masala',
    price: 120,
    imageUrl: '/uploads/dosa.jpg',
    images: ['/uploads/dosa.jpg'],
    isVeg: true,
    active: true,
    ingredients: null,
    nameHi: null,
    descriptionHi: null,
    hasActiveSchedule: true,
    totalAvailableQuantity: 10,
    maxPerCustomer: null,
    nextAvailableDate: '2026-11-23',
    orderCutoffAt: inOneDay(),
    pickupFrom: inOneDay(),
    pickupTo: inOneDay(),
    activeScheduleId: 11,
    availability: { state: 'AVAILABLE', message: 'Available' },
    orderable: true,
    dates: [],
    averageRating: null,
    reviewCount: 0,
    ...overrides,
  };
}

/** One cook date of a menu card: taking orders, its pickup 12:30–2:30 pm kitchen time that day. */
export function aCookDate(cookDate: string, overrides: Partial<MenuCardDate> = {}): MenuCardDate {
  return {
    scheduleId: Number(cookDate.replace(/-/g, '').slice(-4)),
    cookDate,
    orderCutoffAt: `${cookDate}T04:30:00.000Z`,
    pickupFrom: `${cookDate}T07:00:00.000Z`,
    pickupTo: `${cookDate}T09:00:00.000Z`,
    availableQuantity: 10,
    maxPerCustomer: null,
    availability: { state: 'AVAILABLE', message: 'Available' },
    orderable: true,
    ...overrides,
  };
}

export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const price = overrides.price ?? 120;
  const quantity = overrides.quantity ?? 1;
  return {
    id: 501,
    menuScheduleId: 11,
    menuId: 1,
    name: 'Masala Dosa',
    nameHi: null,
    description: '',
    imageUrl: '',
    images: [],
    isVeg: true,
    price,
    quantity,
    lineTotal: price * quantity,
    cookDate: '2026-11-23',
    orderCutoffAt: inOneDay(),
    pickupFrom: null,
    pickupTo: null,
    availableQty: 10,
    maxPerCustomer: null,
    orderable: true,
    ...overrides,
  };
}

export function aCart(items: CartLine[]): Cart {
  const subtotal = items.reduce((sum, line) => sum + line.lineTotal, 0);
  const tax = Math.round(subtotal * 8) / 100;
  return { items, count: items.reduce((sum, line) => sum + line.quantity, 0), subtotal, tax, total: subtotal + tax };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '3f1c9a52-8d7e-4b61-9c1f-2a6b7d8e9f01',
    orderRefId: 'HK7Q2M9X4B1Z',
    status: 'PENDING',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    paymentMethod: 'COD',
    paymentStatus: null,
    payment: null,
    cancelReason: null,
    cancelReasonCode: null,
    specialInstructions: 'No special instructions',
    userName: 'Asha',
    subtotal: 240,
    discount: 0,
    promotionCode: null,
    tax: 19.2,
    taxLabel: 'Taxes & Fees',
    taxRate: 8,
    pricesIncludeTax: false,
    total: 259.2,
    cancellableUntil: new Date(Date.now() + 120_000).toISOString(),
    orderItems: [
      {
        id: 1,
        menuScheduleId: 11,
        menuId: 1,
        menuName: 'Masala Dosa',
        menuNameHi: null,
        quantity: 2,
        unitPrice: 120,
        totalPrice: 240,
        cookDate: '2026-11-23',
        pickupFrom: '2026-11-23T07:00:00.000Z',
        pickupTo: '2026-11-23T09:00:00.000Z',
        pickupSlot: false,
      },
    ],
    ...overrides,
  };
}

/** The settings the server answers today (GET /settings). */
export function theServerSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    taxRate: 0.08,
    taxLabel: 'Taxes & Fees',
    pricesIncludeTax: false,
    cancelWindowSeconds: 120,
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
    onlinePayment: { provider: 'test', checkoutUrl: null },
    legalName: null,
    fssaiNumber: null,
    ...overrides,
  };
}

/** A weekday lunch plan as GET /tiffin/plans answers it. */
export function aTiffinPlan(overrides: Partial<TiffinPlan> = {}): TiffinPlan {
  return {
    id: 2,
    name: 'Weekday lunch',
    meal: 'LUNCH',
    weekdays: [1, 2, 3, 4, 5],
    pricePerMeal: 120.5,
    periods: ['WEEK', 'MONTH'],
    capacity: 30,
    pickupFrom: '12:30',
    pickupTo: '14:00',
    slotMinutes: 0,
    pickupSlots: [{ from: '12:30', to: '14:00' }],
    skipCutoffDaysBefore: 1,
    skipCutoffTime: '20:00',
    active: true,
    autopayAllowed: false,
    ...overrides,
  };
}

/** One coming meal of a subscription, still open to change. */
export function aTiffinMeal(cookDate: string, overrides: Partial<TiffinMeal> = {}): TiffinMeal {
  return {
    cookDate,
    status: 'SCHEDULED',
    dish: null,
    changeUntil: `${cookDate}T14:30:00.000Z`,
    changeable: true,
    pickupFrom: '12:30',
    pickupTo: '14:00',
    ...overrides,
  };
}

/** A paid week of the weekday lunch (30 Nov – 6 Dec 2026), every meal still to come. */
export function aTiffinSubscription(overrides: Partial<TiffinSubscription> = {}): TiffinSubscription {
  return {
    id: 7,
    planId: 2,
    planName: 'Weekday lunch',
    meal: 'LUNCH',
    weekdays: [1, 2, 3, 4, 5],
    period: 'WEEK',
    startDate: '2026-11-30',
    endDate: '2026-12-06',
    status: 'ACTIVE',
    pickupFrom: '12:30',
    pickupTo: '14:00',
    pickupSlots: [{ from: '12:30', to: '14:00' }],
    pricePerMeal: 120.5,
    mealsInPeriod: 5,
    amount: 602.5,
    paid: 602.5,
    charged: 602.5,
    credit: 0,
    due: 0,
    creditApplied: 0,
    creditSettled: 0,
    renewalOf: null,
    autopay: false,
    meals: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => aTiffinMeal(date)),
    ...overrides,
  };
}
