import { describe, expect, it } from 'vitest';
import { redirectTargetFrom, signInPathFor } from './redirectTarget';

describe('signInPathFor', () => {
  it('keeps the target path and query in the redirect parameter', () => {
    const path = signInPathFor({ pathname: '/clinic/7/examinations', search: '?page=2&sort=asc' });
    expect(path).toBe('/sign-in?redirect=%2Fclinic%2F7%2Fexaminations%3Fpage%3D2%26sort%3Dasc');
  });

  it('sends a visitor of the root to plain sign-in', () => {
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/sign-in');
  });
});

describe('redirectTargetFrom', () => {
  it('returns the kept target', () => {
    expect(redirectTargetFrom('?redirect=%2Fsettings%3Ftab%3D1')).toBe('/settings?tab=1');
  });

  it('round-trips what signInPathFor builds', () => {
    const signIn = signInPathFor({ pathname: '/clinic/a b/members', search: '?q=ż' });
    expect(redirectTargetFrom(new URL(signIn, 'http://x').search)).toBe('/clinic/a b/members?q=ż');
  });

  it('refuses targets that leave the site', () => {
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2F%5Cevil.example')).toBe('/');
  });

  it('goes to the root without a target or when the target is sign-in itself', () => {
    expect(redirectTargetFrom('')).toBe('/');
    expect(redirectTargetFrom('?redirect=%2Fsign-in%3Fredirect%3D%252F')).toBe('/');
  });
});
