import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/contract';
import { profileValues, toUpdateMeRequest, validateProfile, type ProfileValues } from '../../src/features/profile/validation';

const valid: ProfileValues = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

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
    expect(validateProfile({ ...valid, password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('asks for the confirmation only once a password is given', () => {
    expect(validateProfile({ ...valid, password: 'long enough' })).toEqual({ confirm_password: 'Confirm Password is required' });
    expect(validateProfile({ ...valid, password: 'long enough', confirm_password: 'long enough' })).toBeUndefined();
  });

  it('asks for matching passwords', () => {
    expect(validateProfile({ ...valid, password: 'long enough', confirm_password: 'long enuff' })).toEqual({
      confirm_password: 'Passwords must match',
    });
    // A confirmation with no password typed is a mismatch too, not silently dropped.
    expect(validateProfile({ ...valid, confirm_password: 'long enough' })).toEqual({ confirm_password: 'Passwords must match' });
  });
});

describe('toUpdateMeRequest (spec 7 PUT user/update-me)', () => {
  it('drops confirm_password and an empty password, and trims the details', () => {
    const body = toUpdateMeRequest({ first_name: ' Ada ', last_name: 'Lovelace ', email: ' ada@example.com', password: '', confirm_password: '' });
    expect(body).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
    expect(Object.keys(body)).not.toContain('password');
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
