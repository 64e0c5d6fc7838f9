import { describe, expect, it } from 'vitest';
import { hkMessages } from '../i18n/en';
import {
  deliveryStateKey,
  endpointPayload,
  eventMeaningKey,
  formatDuration,
  logRefreshMs,
  nextTry,
  toggleEventType,
  validateUrlShape,
  WEBHOOK_EVENT_TYPES,
} from './webhooks';

function lookUp(key: string): unknown {
  return key
    .replace(/^hk\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], hkMessages);
}

describe('webhook event types', () => {
  it('each has a line saying what it means', () => {
    for (const eventType of WEBHOOK_EVENT_TYPES) expect(lookUp(eventMeaningKey(eventType)), eventType).toMatch(/\w{3,}/);
  });

  it("are kept in the server's order whatever order they are ticked in, without repeats", () => {
    let chosen = toggleEventType([], 'menu.changed', true);
    chosen = toggleEventType(chosen, 'order.placed', true);
    chosen = toggleEventType(chosen, 'order.placed', true);
    expect(chosen).toEqual(['order.placed', 'menu.changed']);
    expect(toggleEventType(chosen, 'order.placed', false)).toEqual(['menu.changed']);
  });
});

describe('endpointPayload', () => {
  it('trims the URL and description and orders the event types as the server lists them', () => {
    expect(
      endpointPayload({ url: '  https://pos.example.com/hooks ', description: ' Till ', eventTypes: ['schedule.changed', 'order.paid'] }),
    ).toEqual({ url: 'https://pos.example.com/hooks', description: 'Till', eventTypes: ['order.paid', 'schedule.changed'] });
  });

  it('sends an empty description rather than none, so clearing it on the page clears it on the server', () => {
    expect(endpointPayload({ url: 'https://a.example', description: null, eventTypes: ['order.placed'] }).description).toBe('');
  });
});

describe('validateUrlShape', () => {
  it('lets whole addresses through and leaves the rest to the server', () => {
    expect(validateUrlShape('https://pos.example.com/hooks')).toBeUndefined();
    expect(validateUrlShape('http://127.0.0.1:4000/')).toBeUndefined();
    expect(validateUrlShape('')).toBeUndefined();
  });

  it('catches an address without its scheme or host', () => {
    expect(validateUrlShape('pos.example.com/hooks')).toBe('hk.webhooks.urlInvalid');
    expect(validateUrlShape('https:///hooks')).toBe('hk.webhooks.urlInvalid');
  });
});

describe('the delivery log', () => {
  it("calls a pending delivery that failed a try 'Retrying'", () => {
    expect(deliveryStateKey({ state: 'PENDING', attemptCount: 0 })).toBe('hk.webhooks.states.PENDING');
    expect(deliveryStateKey({ state: 'PENDING', attemptCount: 1 })).toBe('hk.webhooks.states.RETRYING');
    expect(deliveryStateKey({ state: 'GAVE_UP', attemptCount: 9 })).toBe('hk.webhooks.states.GAVE_UP');
    for (const key of ['PENDING', 'RETRYING', 'DELIVERED', 'GAVE_UP']) expect(lookUp(`hk.webhooks.states.${key}`)).toBeTypeOf('string');
  });

  it('shows a next try only while the delivery is pending', () => {
    expect(nextTry({ state: 'PENDING', nextAttemptAt: '2026-11-26T04:30:05.000Z' })).toBe('26 Nov 2026, 10:00 am');
    expect(nextTry({ state: 'DELIVERED', nextAttemptAt: '2026-11-26T04:30:05.000Z' })).toBe('');
  });

  it('writes how long a try took in milliseconds, then seconds', () => {
    expect(formatDuration(84)).toBe('84 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(10_000)).toBe('10 s');
  });

  it('reads the server again soon while a delivery is on its way', () => {
    expect(logRefreshMs([{ state: 'DELIVERED' }, { state: 'PENDING' }])).toBe(2_000);
    expect(logRefreshMs([{ state: 'DELIVERED' }])).toBe(10_000);
    expect(logRefreshMs(undefined)).toBe(10_000);
  });
});
