import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, Language, LANGUAGES, LOCALES } from '../../common/language';
import type { TemplateMessage, TemplateName } from '../../whatsapp/whatsapp-templates';
import { AppConfig } from '../../config/app-config';
import { kitchenEmail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail.service';
import { Order } from '../order.entity';
import type { OutboxMailKind } from './outbox-mail.entity';
import { CANCEL_WINDOW_SECONDS } from '../order-rules';
import { pickupTimesOf } from '../order-pickup-times';

function rupees(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`;
}

/** What every order e-mail says about the seller (issue 17: the FSSAI number on every order e-mail). */
export interface SellerDetails {
  legalName: string | null;
  address: string | null;
  gstin: string | null;
  fssaiNumber: string | null;
}

const NO_SELLER_DETAILS: SellerDetails = { legalName: null, address: null, gstin: null, fssaiNumber: null };

function sellerLines({ legalName, address, gstin, fssaiNumber }: SellerDetails, words: OrderMailWords): string[] {
  return [
    [legalName, address].filter(Boolean).join(', '),
    gstin ? `GSTIN ${gstin}` : '',
    fssaiNumber ? `${words.fssai} ${fssaiNumber}` : '',
  ].filter(Boolean);
}

interface MailText {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** The facts an order e-mail tells, already formatted for its language. */
interface OrderFacts {
  name: string;
  ref: string;
  total: string;
  summary: string[];
  pickup: string;
  paymentId: string | null;
  cash: boolean;
  /** Who or what cancelled it (CANCELLED only). */
  cancelledBy: Order['cancelReason'];
  /** Money the customer paid that goes back (a cancelled paid order), else null. */
  refund: string | null;
}

/** Every sentence of the order e-mails, per language; the facts come formatted. */
interface OrderMailWords {
  fssai: string;
  placed: (facts: OrderFacts) => MailText;
  paid: (facts: OrderFacts) => MailText;
  cancelled: (facts: OrderFacts) => MailText;
  refundStarted: (facts: OrderFacts) => MailText;
  refunded: (facts: OrderFacts) => MailText;
  ready: (facts: OrderFacts) => MailText;
  totals: (parts: {
    subtotal: string;
    discount: string | null;
    taxLabel: string;
    taxIncluded: boolean;
    tax: string;
    total: string;
    cash: boolean;
  }) => string;
  pickupLine: (pickup: string) => string;
  /** The amount and whether it is paid, for the 'ready' WhatsApp message. */
  amount: (facts: OrderFacts) => string;
}

const WORDS: Record<Language, OrderMailWords> = {
  en: {
    fssai: 'FSSAI Lic. No.',
    placed: ({ name, ref, summary }) => ({
      subject: `Order ${ref} received`,
      heading: 'Thank you for your order!',
      paragraphs: [
        `Hello ${name}, we have received your order ${ref}.`,
        ...summary,
        `You can cancel within ${CANCEL_WINDOW_SECONDS} seconds of placing the order from the order page.`,
      ],
    }),
    paid: ({ name, ref, total, summary, paymentId }) => ({
      subject: `Payment received for order ${ref}`,
      heading: 'Payment received, thank you!',
      paragraphs: [
        `Hello ${name}, we have received your payment of ${total} and your order ${ref}.`,
        ...summary,
        `Payment reference: ${paymentId}.`,
        `You can cancel within ${CANCEL_WINDOW_SECONDS} seconds of paying from the order page; the money then goes back in full.`,
      ],
    }),
    cancelled: ({ name, ref, cancelledBy, refund, cash, total }) => ({
      subject: `Order ${ref} cancelled`,
      heading: 'Your order has been cancelled',
      paragraphs: [
        {
          CUSTOMER: `Hello ${name}, as you asked, we have cancelled your order ${ref}.`,
          KITCHEN: `Hello ${name}, we are sorry: the kitchen had to cancel your order ${ref}.`,
          PAYMENT_TIMEOUT: `Hello ${name}, your order ${ref} was not paid in time, so we have cancelled it and released its portions.`,
        }[cancelledBy ?? 'KITCHEN'],
        refund
          ? `The ${refund} you paid goes back to your original payment method in full; we will write again when the refund has started.`
          : cash
            ? `Nothing is due: the ${total} was to be paid at pickup.`
            : 'No money was taken for it.',
      ],
    }),
    refundStarted: ({ name, ref, total }) => ({
      subject: `Refund started for order ${ref}`,
      heading: 'Your refund has started',
      paragraphs: [
        `Hello ${name}, order ${ref} was cancelled, so we have asked for the ${total} you paid to be returned.`,
        'Banks usually show the refund within 5–7 working days; UPI refunds are often faster.',
      ],
    }),
    refunded: ({ name, ref, total }) => ({
      subject: `Refund completed for order ${ref}`,
      heading: 'Your refund is complete',
      paragraphs: [`Hello ${name}, the ${total} you paid for order ${ref} has been refunded to your original payment method.`],
    }),
    ready: (facts) => ({
      subject: `Order ${facts.ref} is ready for pickup`,
      heading: 'Your order is ready for pickup!',
      paragraphs: [`Hello ${facts.name}, your order ${facts.ref} is ready.`, `Pickup: ${facts.pickup}.`, `${WORDS.en.amount(facts)}.`],
    }),
    totals: ({ subtotal, discount, taxLabel, taxIncluded, tax, total, cash }) =>
      `Subtotal ${subtotal}${discount ? `, discount ${discount}` : ''}, ${taxLabel}${taxIncluded ? ' (included)' : ''} ${tax}, total ${total} (${cash ? 'cash on pickup' : 'paid online'}).`,
    pickupLine: (pickup) => `Pickup: ${pickup}.`,
    amount: ({ cash, total }) => `Amount ${cash ? 'due at pickup' : 'paid'}: ${total}`,
  },
  hi: {
    fssai: 'FSSAI लाइसेंस नं.',
    placed: ({ name, ref, summary }) => ({
      subject: `ऑर्डर ${ref} मिल गया`,
      heading: 'आपके ऑर्डर के लिए धन्यवाद!',
      paragraphs: [
        `नमस्ते ${name}, हमें आपका ऑर्डर ${ref} मिल गया है।`,
        ...summary,
        `ऑर्डर देने के ${CANCEL_WINDOW_SECONDS} सेकंड के अंदर आप ऑर्डर पेज से इसे रद्द कर सकते हैं।`,
      ],
    }),
    paid: ({ name, ref, total, summary, paymentId }) => ({
      subject: `ऑर्डर ${ref} का भुगतान मिल गया`,
      heading: 'भुगतान मिल गया, धन्यवाद!',
      paragraphs: [
        `नमस्ते ${name}, हमें आपका ${total} का भुगतान और आपका ऑर्डर ${ref} मिल गया है।`,
        ...summary,
        `भुगतान संदर्भ: ${paymentId}।`,
        `भुगतान के ${CANCEL_WINDOW_SECONDS} सेकंड के अंदर आप ऑर्डर पेज से इसे रद्द कर सकते हैं; तब पूरी राशि वापस हो जाएगी।`,
      ],
    }),
    cancelled: ({ name, ref, cancelledBy, refund, cash, total }) => ({
      subject: `ऑर्डर ${ref} रद्द हो गया`,
      heading: 'आपका ऑर्डर रद्द हो गया है',
      paragraphs: [
        {
          CUSTOMER: `नमस्ते ${name}, आपके कहने पर हमने आपका ऑर्डर ${ref} रद्द कर दिया है।`,
          KITCHEN: `नमस्ते ${name}, हमें खेद है: किचन को आपका ऑर्डर ${ref} रद्द करना पड़ा।`,
          PAYMENT_TIMEOUT: `नमस्ते ${name}, आपके ऑर्डर ${ref} का भुगतान समय पर नहीं हुआ, इसलिए हमने इसे रद्द करके इसके हिस्से छोड़ दिए हैं।`,
        }[cancelledBy ?? 'KITCHEN'],
        refund
          ? `आपके चुकाए ${refund} पूरे के पूरे आपके मूल भुगतान माध्यम में वापस जाएंगे; रिफ़ंड शुरू होने पर हम फिर लिखेंगे।`
          : cash
            ? `कुछ देय नहीं है: ${total} पिकअप पर चुकाने थे।`
            : 'इसके लिए कोई पैसा नहीं लिया गया।',
      ],
    }),
    refundStarted: ({ name, ref, total }) => ({
      subject: `ऑर्डर ${ref} का रिफ़ंड शुरू हुआ`,
      heading: 'आपका रिफ़ंड शुरू हो गया है',
      paragraphs: [
        `नमस्ते ${name}, ऑर्डर ${ref} रद्द हो गया है, इसलिए आपके चुकाए ${total} वापस करने का अनुरोध हमने भेज दिया है।`,
        'बैंक आम तौर पर 5–7 कामकाजी दिनों में रिफ़ंड दिखाते हैं; UPI रिफ़ंड अक्सर जल्दी आ जाते हैं।',
      ],
    }),
    refunded: ({ name, ref, total }) => ({
      subject: `ऑर्डर ${ref} का रिफ़ंड पूरा हुआ`,
      heading: 'आपका रिफ़ंड पूरा हो गया है',
      paragraphs: [`नमस्ते ${name}, ऑर्डर ${ref} के लिए चुकाए गए ${total} आपके मूल भुगतान माध्यम में वापस कर दिए गए हैं।`],
    }),
    ready: (facts) => ({
      subject: `ऑर्डर ${facts.ref} पिकअप के लिए तैयार है`,
      heading: 'आपका ऑर्डर पिकअप के लिए तैयार है!',
      paragraphs: [`नमस्ते ${facts.name}, आपका ऑर्डर ${facts.ref} तैयार है।`, `पिकअप: ${facts.pickup}।`, `${WORDS.hi.amount(facts)}।`],
    }),
    totals: ({ subtotal, discount, taxLabel, taxIncluded, tax, total, cash }) =>
      `उप-योग ${subtotal}${discount ? `, छूट ${discount}` : ''}, ${taxLabel}${taxIncluded ? ' (शामिल)' : ''} ${tax}, कुल ${total} (${cash ? 'पिकअप पर नकद' : 'ऑनलाइन चुकाया'})।`,
    pickupLine: (pickup) => `पिकअप: ${pickup}।`,
    amount: ({ cash, total }) => `${cash ? 'पिकअप पर देय' : 'चुकाई गई'} राशि: ${total}`,
  },
};

/** The order messages that have an e-mail. */
export type MailedKind = Exclude<OutboxMailKind, 'PAYMENT_DUE'>;

/** The WhatsApp template for each order e-mail that has one (docs/whatsapp.md); refunds are told by e-mail only. */
const WHATSAPP_TEMPLATES: Partial<Record<OutboxMailKind, TemplateName>> = {
  PLACED: 'order_placed',
  PAID: 'order_placed',
  PAYMENT_DUE: 'order_payment_due',
  READY: 'order_ready',
  CANCELLED: 'order_cancelled',
};

/** Writes the customer's e-mails about an order (placed or paid, ready, cancelled, refunds) in their language; OrderMailWorker sends them. */
@Injectable()
export class OrderMailService {
  private readonly formats: Record<Language, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>;

  constructor(config: AppConfig) {
    // Built once: a DateTimeFormat costs more to create than the whole rest of an e-mail.
    const timeZone = config.kitchenTimeZone;
    const formatsFor = (locale: string) => ({
      day: new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    });
    this.formats = { en: formatsFor(LOCALES.en), hi: formatsFor(LOCALES.hi) };
  }

  /**
   * `order` with items and their schedules loaded; `seller`: the kitchen's legal details for the small print;
   * `language`: the customer account's.
   */
  compose(kind: MailedKind, order: Order, seller: SellerDetails = NO_SELLER_DETAILS, language: Language = DEFAULT_LANGUAGE): MailMessage {
    const words = WORDS[language];
    const facts = this.facts(order, language);
    const text = {
      PLACED: words.placed,
      PAID: words.paid,
      READY: words.ready,
      CANCELLED: words.cancelled,
      REFUND_STARTED: words.refundStarted,
      REFUNDED: words.refunded,
    }[kind](facts);
    return { to: order.customerEmail, subject: text.subject, ...kitchenEmail(text.heading, text.paragraphs, sellerLines(seller, words)) };
  }

  /**
   * The WhatsApp template that tells the same as the e-mail of `kind`, with its variables in every language; null for
   * the kinds that go by e-mail only (refunds). `orderUrl`: the order's page, where an unpaid order can be paid.
   */
  whatsAppTemplate(kind: OutboxMailKind, order: Order, orderUrl: string): TemplateMessage | null {
    const template = WHATSAPP_TEMPLATES[kind];
    if (!template) return null;
    const variables = Object.fromEntries(
      LANGUAGES.map((language) => {
        const facts = this.facts(order, language);
        const items = (order.items ?? [])
          .map((item) => `${item.quantity} × ${(language === 'hi' && item.menuItem?.nameHi) || item.menuName}`)
          .join(', ');
        const values: Record<TemplateName, string[]> = {
          order_placed: [facts.name, facts.ref, items, facts.total, facts.pickup],
          order_payment_due: [facts.name, facts.ref, facts.total, orderUrl],
          order_ready: [facts.name, facts.ref, facts.pickup, WORDS[language].amount(facts)],
          order_cancelled: [facts.name, facts.ref, WORDS[language].cancelled(facts).paragraphs[1]],
        } as Record<TemplateName, string[]>;
        return [language, values[template]];
      }),
    ) as Record<Language, string[]>;
    return { template, variables };
  }

  private facts(order: Order, language: Language): OrderFacts {
    const words = WORDS[language];
    const cash = order.paymentMethod === 'COD';
    const pickup = this.pickupWindows(order, language);
    const totals = words.totals({
      subtotal: rupees(order.subtotalPaise),
      discount: order.promotionCode ? `(${order.promotionCode}) −${rupees(order.discountPaise)}` : null,
      taxLabel: order.taxLabel,
      taxIncluded: order.pricesIncludeTax,
      tax: rupees(order.taxPaise),
      total: rupees(order.totalPaise),
      cash,
    });
    return {
      name: order.customerName,
      ref: order.orderRefId,
      total: rupees(order.totalPaise),
      summary: [
        ...(order.items ?? []).map((item) => `${item.quantity} × ${item.menuName} — ${rupees(item.totalPaise)}`),
        totals,
        words.pickupLine(pickup),
      ],
      pickup,
      paymentId: order.providerPaymentId,
      cash,
      cancelledBy: order.cancelReason,
      refund: order.paymentStatus === 'REFUND_PENDING' || order.paymentStatus === 'REFUNDED' ? rupees(order.totalPaise) : null,
    };
  }

  /**
   * Distinct pickup slots (or windows) of the order's lines in kitchen time, earliest first, e.g.
   * "27 Nov 2026, 12:30 pm – 12:45 pm; 28 Nov 2026, 1:00 pm – 1:15 pm".
   */
  pickupWindows(order: Order, language: Language = DEFAULT_LANGUAGE): string {
    return pickupTimesOf(order)
      .map(({ from, to }) => this.window(from, to, language))
      .join('; ');
  }

  private window(from: Date, to: Date, language: Language): string {
    const { day, time } = this.formats[language];
    return `${day.format(from)}, ${time.format(from)} – ${time.format(to)}`;
  }
}
