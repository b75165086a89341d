import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/contract';
import { profileValidator, profileValues, toUpdateMeRequest, type ProfileValues } from '../../src/features/profile/validation';

const valid: ProfileValues = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
const validateProfile = profileValidator(valid.email);
const CURRENT = { current_password: 'the old one' };

describe('validateProfile (spec 5 "Profile")', () => {
  it('accepts the details without a password', () => {
    expect(validateProfile(valid)).toBeUndefined();
    expect(validateProfile({ ...valid, password: '', confirm_password: '' })).toBeUndefined();
  });

  it('requires the names and the e-mail (blanks count as missing)', () => {
    expect(validateProfile({ first_name: ' ', last_name: '', email: '' })).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      email: 'Email is required',
    });
    // final-form leaves an emptied field undefined.
    expect(validateProfile({})).toMatchObject({ first_name: 'First Name is required', email: 'Email is required' });
  });

  it('checks the e-mail format', () => {
    expect(validateProfile({ ...valid, email: 'ada@example' })).toEqual({ email: 'Invalid email format' });
  });

  it('asks for 8 characters when a password is given', () => {
    expect(validateProfile({ ...valid, ...CURRENT, password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('asks for the confirmation only once a password is given', () => {
    expect(validateProfile({ ...valid, ...CURRENT, password: 'long enough' })).toEqual({ confirm_password: 'Confirm Password is required' });
    expect(validateProfile({ ...valid, ...CURRENT, password: 'long enough', confirm_password: 'long enough' })).toBeUndefined();
  });

  it('asks for matching passwords', () => {
    expect(validateProfile({ ...valid, ...CURRENT, password: 'long enough', confirm_password: 'long enuff' })).toEqual({
      confirm_password: 'Passwords must match',
    });
    // A confirmation with no password typed is a mismatch too, not silently dropped.
    expect(validateProfile({ ...valid, confirm_password: 'long enough' })).toEqual({ confirm_password: 'Passwords must match' });
  });

  it('asks for the current password once the password or the e-mail changes, not for the names', () => {
    const needed = { current_password: 'Enter your current password.' };
    expect(validateProfile({ ...valid, password: 'long enough', confirm_password: 'long enough' })).toEqual(needed);
    expect(validateProfile({ ...valid, email: 'ada@example.org' })).toEqual(needed);
    expect(validateProfile({ ...valid, email: 'ada@example.org', current_password: 'the old one' })).toBeUndefined();
    // The same address typed in other case or with spaces is no change.
    expect(validateProfile({ ...valid, email: ' ADA@example.com ' })).toBeUndefined();
    expect(validateProfile({ ...valid, first_name: 'Augusta' })).toBeUndefined();
  });
});

describe('toUpdateMeRequest (spec 7 PUT user/update-me)', () => {
  it('drops confirm_password and an empty password, and trims the details', () => {
    const body = toUpdateMeRequest({ first_name: ' Ada ', last_name: 'Lovelace ', email: ' ada@example.com', password: '', confirm_password: '' });
    expect(body).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
    expect(Object.keys(body)).not.toContain('password');
  });

  it('sends the current password only when typed', () => {
    expect(toUpdateMeRequest({ ...valid, current_password: '' })).toEqual(valid);
    expect(toUpdateMeRequest({ ...valid, current_password: ' the old one ' })).toEqual({ ...valid, current_password: ' the old one ' });
  });

  it('sends a given password as typed, without its confirmation', () => {
    expect(toUpdateMeRequest({ ...valid, password: ' long enough ', confirm_password: ' long enough ' })).toEqual({
      ...valid, password: ' long enough ',
    });
  });

  it('starts the form from the user, without a password', () => {
    const user: User = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_email_verified: 1 };
    expect(profileValues(user)).toEqual(valid);
  });
});
