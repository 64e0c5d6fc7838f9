import { useSettingsStore } from './settings-store';
import { applyLanguage } from '../i18n/i18n';
import { formatCountdown, formatCookDate, formatDateTime, formatPickup, formatPickupDay, formatRupees, formatTime } from './format';

describe('in English in the kitchen zone', () => {
  it('builds no Intl formatter: the first one would start the locale data while a page is adopted', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatRupees(1234.5)).toBe('₹1,234.50');
      expect(formatDateTime('2026-11-23T04:30:00.000Z')).toBe('23 Nov 2026, 10:00 am');
      expect(formatPickup('2026-11-27T07:00:00.000Z', '2026-11-27T07:15:00.000Z')).toBe('Fri 27 Nov, 12:30 pm – 12:45 pm');
      expect(formatCookDate('2026-09-05')).toBe('5 Sept 2026');
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});

describe('formatRupees', () => {
  it('uses the rupee sign, two decimals and Indian grouping', () => {
    expect(formatRupees(120)).toBe('₹120.00');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
  });
});

describe('formatCookDate', () => {
  it('writes a calendar date as day, short month and year', () => {
    expect(formatCookDate('2026-11-23')).toBe('23 Nov 2026');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(2400)).toBe('40:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('adds hours from an hour up, as a countdown to a pickup needs', () => {
    expect(formatCountdown(5025)).toBe('1:23:45');
    expect(formatCountdown(3600)).toBe('1:00:00');
  });
});

describe('formatPickup', () => {
  it('writes a pickup as weekday, day and month with a 12-hour range, in kitchen time', () => {
    expect(formatPickup('2026-11-27T07:00:00.000Z', '2026-11-27T07:15:00.000Z')).toBe('Fri 27 Nov, 12:30 pm – 12:45 pm');
    expect(formatPickupDay('2026-11-27T19:00:00.000Z')).toBe('Sat 28 Nov');
  });

  it('is written in Hindi when Hindi is chosen', async () => {
    await applyLanguage('hi');
    try {
      expect(formatPickup('2026-11-27T07:00:00.000Z', '2026-11-27T09:00:00.000Z')).toMatch(/^शुक्र 27 नव.*, 12:30 pm – 2:30 pm$/);
    } finally {
      await applyLanguage('en');
    }
  });
});

describe('times', () => {
  it('reads in kitchen time (Asia/Kolkata) whatever zone the browser is in', () => {
    expect(formatDateTime('2026-11-23T04:30:00.000Z')).toBe('23 Nov 2026, 10:00 am');
    expect(formatTime('2026-11-23T18:45:00.000Z')).toBe('12:15 am');
  });
});

const settings = {
  taxRate: 8,
  taxLabel: 'Taxes & Fees',
  pricesIncludeTax: false,
  cancelWindowSeconds: 120,
  currency: 'INR',
  onlinePayment: null,
  legalName: null,
  fssaiNumber: null,
};

afterEach(() => useSettingsStore.setState({ settings: { ...settings, timeZone: 'Asia/Kolkata' } }));

describe('times in the kitchen zone the server names', () => {
  it('follows GET /settings: the same instant reads differently when the kitchen is elsewhere', () => {
    useSettingsStore.setState({ settings: { ...settings, timeZone: 'Asia/Kolkata' } });
    expect(formatTime('2026-11-22T14:30:00Z')).toMatch(/^8:00\s?pm$/i);
    useSettingsStore.setState({ settings: { ...settings, timeZone: 'America/New_York' } });
    expect(formatTime('2026-11-22T14:30:00Z')).toMatch(/^9:30\s?am$/i);
  });

  it("uses the server's default zone before the settings arrive", () => {
    useSettingsStore.setState({ settings: null });
    expect(formatTime('2026-11-22T14:30:00Z')).toMatch(/^8:00\s?pm$/i);
  });
});
