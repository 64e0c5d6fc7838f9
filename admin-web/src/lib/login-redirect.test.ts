import { describe, expect, it } from 'vitest';
import { landingPathAfterLogin, loginPathFor } from './login-redirect';

describe('loginPathFor', () => {
  it('remembers the console page the visitor asked for', () => {
    expect(loginPathFor('/admin/orders')).toBe('/login?redirect=%2Fadmin%2Forders');
    expect(loginPathFor('/admin/customers?filter=x')).toBe('/login?redirect=%2Fadmin%2Fcustomers%3Ffilter%3Dx');
  });

  it('keeps the redirect of the login page instead of nesting or dropping it', () => {
    expect(loginPathFor('/admin/login?redirect=%2Fadmin%2Ffood')).toBe('/login?redirect=%2Fadmin%2Ffood');
    expect(loginPathFor('/admin/login')).toBe('/login');
  });

  it('sends public pages and foreign paths to the plain login page', () => {
    expect(loginPathFor('/admin/forgot-password')).toBe('/login');
    expect(loginPathFor('/elsewhere')).toBe('/login');
  });
});

describe('landingPathAfterLogin', () => {
  it('strips the console prefix from the redirect', () => {
    expect(landingPathAfterLogin('/admin/orders')).toBe('/orders');
    expect(landingPathAfterLogin('/admin/food?x=1')).toBe('/food?x=1');
  });

  it('falls back to the dashboard for missing, foreign or public targets', () => {
    expect(landingPathAfterLogin(null)).toBe('/dashboard');
    expect(landingPathAfterLogin('https://evil.example/admin/orders')).toBe('/dashboard');
    expect(landingPathAfterLogin('//evil.example')).toBe('/dashboard');
    expect(landingPathAfterLogin('/admin/login')).toBe('/dashboard');
    expect(landingPathAfterLogin('/admin')).toBe('/dashboard');
  });
});
