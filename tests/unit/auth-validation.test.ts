import { describe, expect, it } from 'vitest';
import {
  validateForgotPassword, validateLogin, validateOtp, validateRegister, validateResetPassword,
} from '../../src/features/auth/validation';

describe('login validation (spec 5)', () => {
  it('requires e-mail and password', () => {
    expect(validateLogin({})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin({ email: '   ', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('rejects a malformed e-mail', () => {
    for (const email of ['jane', 'jane@', 'jane@example', 'jane doe@example.com', 'a,b@example.com']) {
      expect(validateLogin({ email, password: 'x' })).toEqual({ email: 'Invalid email format' });
    }
  });

  it('accepts a valid form, whatever remember_me holds', () => {
    expect(validateLogin({ email: 'jane@example.com', password: 'x', remember_me: false })).toBeUndefined();
    expect(validateLogin({ email: ' jane@example.com ', password: 'x' })).toBeUndefined();
  });
});

describe('register validation (spec 5)', () => {
  const valid = { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', password: 'correct horse' };

  it('requires every field, with the specification messages', () => {
    expect(validateRegister({})).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('treats blank names as missing', () => {
    expect(validateRegister({ ...valid, first_name: '  ', last_name: ' ' })).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
    });
  });

  it('checks the e-mail format and the password length', () => {
    expect(validateRegister({ ...valid, email: 'nope' })).toEqual({ email: 'Invalid email format' });
    expect(validateRegister({ ...valid, password: '1234567' })).toEqual({ password: 'Password must be at least 8 characters' });
    expect(validateRegister({ ...valid, password: '12345678' })).toBeUndefined();
  });
});

describe('forgot-password validation (spec 5)', () => {
  it('needs a valid e-mail', () => {
    expect(validateForgotPassword({})).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'x@y' })).toEqual({ email: 'Invalid email format' });
    expect(validateForgotPassword({ email: 'x@y.org' })).toBeUndefined();
  });
});

describe('reset-password validation (spec 5)', () => {
  it('requires both passwords', () => {
    expect(validateResetPassword({})).toEqual({
      password: 'Password is required',
      confirm_password: 'Confirm Password is required',
    });
  });

  it('needs at least 8 characters', () => {
    expect(validateResetPassword({ password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('needs matching passwords, even while the password itself is still too short', () => {
    expect(validateResetPassword({ password: 'long enough', confirm_password: 'long enougH' })).toEqual({
      confirm_password: 'Passwords must match',
    });
    expect(validateResetPassword({ password: 'short', confirm_password: 'other' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords must match',
    });
    expect(validateResetPassword({ password: 'long enough', confirm_password: 'long enough' })).toBeUndefined();
  });
});

describe('OTP validation (spec 5)', () => {
  it('requires the code', () => {
    expect(validateOtp({})).toEqual({ otp: 'OTP is required' });
    expect(validateOtp({ otp: ' ' })).toEqual({ otp: 'OTP is required' });
  });

  it('needs exactly six digits', () => {
    for (const otp of ['12345', '1234567', '12a456', '12 456', '-12345', '1.2345']) {
      expect(validateOtp({ otp })).toEqual({ otp: 'OTP must be a 6-digit number' });
    }
    expect(validateOtp({ otp: '123456' })).toBeUndefined();
  });
});
