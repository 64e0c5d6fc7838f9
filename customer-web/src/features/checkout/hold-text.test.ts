import { applyLanguage } from '../../i18n/i18n';
import { heldPortions, holdMessage, holdSecondsLeft } from './hold-text';

const line = (menuName: string, quantity: number) => ({ menuScheduleId: 1, menuName, quantity });

describe('hold texts', () => {
  it('names the held portions as a customer would say them', () => {
    expect(heldPortions([line('Biryani', 2)])).toBe('2 Biryani');
    expect(heldPortions([line('Biryani', 2), line('Dosa', 1)])).toBe('2 Biryani and 1 Dosa');
    expect(heldPortions([line('Biryani', 2), line('Dosa', 1), line('Idli', 3)])).toBe('2 Biryani, 1 Dosa and 3 Idli');
  });

  it('counts down to the hold end in whole seconds and stops at zero', () => {
    const hold = { expiresAt: '2026-11-24T10:10:00.000Z', lines: [line('Biryani', 2)] };
    const now = Date.parse('2026-11-24T10:00:19.500Z');
    expect(holdSecondsLeft(hold, now)).toBe(581);
    expect(holdMessage(hold, holdSecondsLeft(hold, now))).toBe("We're holding your 2 Biryani for you for 9:41 more");
    expect(holdSecondsLeft(hold, Date.parse('2026-11-24T10:11:00.000Z'))).toBe(0);
  });

  it('reads as time left in Hindi too, not as a clock time', async () => {
    await applyLanguage('hi');
    const hold = { expiresAt: '2026-11-24T10:10:00.000Z', lines: [line('बिरयानी', 2)] };
    expect(holdMessage(hold, 581)).toBe('हम आपके 2 बिरयानी अगले 9:41 मिनट तक आपके लिए रोक कर रख रहे हैं');
    await applyLanguage('en');
  });
});
