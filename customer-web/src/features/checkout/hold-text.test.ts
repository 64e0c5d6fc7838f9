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
    expect(holdMessage(hold, holdSecondsLeft(hold, now))).toBe("We're holding your 2 Biryani for 9:41");
    expect(holdSecondsLeft(hold, Date.parse('2026-11-24T10:11:00.000Z'))).toBe(0);
  });
});
