import { anOrder } from '../testing/factories';
import { firstPickupStart, pickupLines, pickupSummary } from './order-pickup';

const item = (id: number, pickupFrom: string, pickupTo: string, pickupSlot: boolean) => ({
  ...anOrder().orderItems[0],
  id,
  pickupFrom,
  pickupTo,
  pickupSlot,
});

describe('order pickup', () => {
  it('shows a chosen slot as its range and a whole window as any time in it, each pickup once', () => {
    const order = anOrder({
      orderItems: [
        item(1, '2026-11-24T06:45:00.000Z', '2026-11-24T07:00:00.000Z', true),
        item(2, '2026-11-24T06:45:00.000Z', '2026-11-24T07:00:00.000Z', true),
        item(3, '2026-11-25T06:30:00.000Z', '2026-11-25T08:30:00.000Z', false),
      ],
    });
    expect(pickupLines(order)).toEqual(['Tue 24 Nov, 12:15 pm – 12:30 pm', 'Wed 25 Nov, 12:00 pm – 2:00 pm (any time)']);
    expect(pickupSummary(order)).toBe('Tue 24 Nov, 12:15 pm – 12:30 pm; Wed 25 Nov, 12:00 pm – 2:00 pm (any time)');
  });

  it('lists pickups on several dates by date, whatever order the lines came in', () => {
    const order = anOrder({
      orderItems: [
        item(1, '2026-11-28T07:00:00.000Z', '2026-11-28T07:15:00.000Z', true),
        item(2, '2026-11-27T07:00:00.000Z', '2026-11-27T07:15:00.000Z', true),
      ],
    });
    expect(pickupLines(order)).toEqual(['Fri 27 Nov, 12:30 pm – 12:45 pm', 'Sat 28 Nov, 12:30 pm – 12:45 pm']);
    expect(firstPickupStart(order)).toBe('2026-11-27T07:00:00.000Z');
  });
});
