import { describe, expect, it } from '@jest/globals';
import { accountsStrings } from './strings';
import { validateHandle, validateSignIn, validateSignUp } from './validation';

describe('validateHandle', () => {
  it('accepts 3–30 lowercase letters, digits, "_" and "."', () => {
    expect(validateHandle('ana_garcia.92')).toBeNull();
  });

  it('refuses handles that are too short or too long', () => {
    expect(validateHandle('ab')).toBe(accountsStrings.handleLength);
    expect(validateHandle('a'.repeat(31))).toBe(accountsStrings.handleLength);
  });

  it('suggests the lowercase form when only the case is wrong', () => {
    expect(validateHandle('AnaGarcia')).toBe(accountsStrings.handleLowercase('anagarcia'));
  });

  it('refuses other characters', () => {
    expect(validateHandle('ana garcía')).toBe(accountsStrings.handleChars);
  });
});

describe('validateSignUp', () => {
  it('reports every invalid field at once', () => {
    const errors = validateSignUp({ name: 'x', fullname: '', email: 'nope', password: 'short' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'fullname', 'name', 'password']);
  });

  it('passes a valid form', () => {
    expect(
      validateSignUp({
        name: 'ana',
        fullname: 'Ana García',
        email: 'ana@example.com',
        password: 'supersecreta',
      }),
    ).toEqual({});
  });
});

describe('validateSignIn', () => {
  it('requires login and password', () => {
    expect(validateSignIn({ login: ' ', password: '' })).toEqual({
      login: accountsStrings.loginRequired,
      password: accountsStrings.passwordRequired,
    });
  });
});
