import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, rememberedOrigin } from './origin';

describe('remembered origin after sign-in', () => {
  it('goes to /menu when nobody remembered where the person came from', () => {
    expect(destinationAfterLogin(null)).toBe('/menu');
    expect(destinationAfterLogin({})).toBe('/menu');
  });

  it('takes a path or a location from router state, keeping its query', () => {
    expect(rememberedOrigin({ from: '/checkout' })).toBe('/checkout');
    expect(rememberedOrigin({ from: { pathname: '/food/3', search: '?tab=reviews', hash: '' } })).toBe('/food/3?tab=reviews');
  });

  it('takes a ?from= query when there is no state', () => {
    expect(rememberedOrigin(null, '?from=%2Fcart')).toBe('/cart');
  });

  it('never sends people to another site or back to a sign-in page', () => {
    expect(rememberedOrigin({ from: 'https://evil.example/' })).toBeNull();
    expect(rememberedOrigin({ from: '//evil.example/' })).toBeNull();
    expect(rememberedOrigin({ from: '/login' })).toBeNull();
    expect(rememberedOrigin({ from: '/register?x=1' })).toBeNull();
  });
});
