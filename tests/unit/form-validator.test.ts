import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import { object, refine, type } from 'superstruct';
import { ApiError } from '../../src/api/contract';
import { passwordsMatch } from '../../src/api/contract';
import { field, optionalText, text } from '../../src/api/contract/fields';
import { structValidator, toSubmissionErrors } from '../../src/ui/form';

describe('structValidator', () => {
  it('reports only the first failing rule of each field', () => {
    const code = field<string>('code', (value) => {
      if (typeof value !== 'string' || !value) return 'missing';
      if (!/^\d+$/.test(value)) return 'digits';
      return value.length >= 4 || 'short';
    });
    // A second rule on the same path, failing whenever the field does: never shown over the first.
    const alsoOnCode = refine(type({ code }), 'second', (values) =>
      typeof values.code === 'string' && values.code.length >= 4 ? true : { path: ['code'], message: 'second' },
    );
    const validate = structValidator(alsoOnCode);
    expect(validate({})).toEqual({ code: 'missing' });
    expect(validate({ code: 'ab' })).toEqual({ code: 'digits' });
    expect(validate({ code: '12' })).toEqual({ code: 'short' });
    expect(validate({ code: '1234' })).toBeUndefined();
  });

  it('nests errors of nested fields', () => {
    const validate = structValidator(type({ address: type({ city: text({ label: 'City', required: 'City is required' }) }) }));
    expect(validate({ address: {} })).toEqual({ address: { city: 'City is required' } });
  });

  it('puts failures without a path under the form-level key', () => {
    const validate = structValidator(refine(object({}), 'never', () => 'whole form is wrong'));
    expect(validate({})).toEqual({ [FORM_ERROR]: 'whole form is wrong' });
  });

  it('runs cross-field rules on the named field', () => {
    const secret = optionalText({ label: 'Secret', secret: true });
    const validate = structValidator(passwordsMatch(type({ password: secret, confirm_password: secret })));
    expect(validate({ password: 'x', confirm_password: 'y' })).toEqual({ confirm_password: 'Passwords must match' });
    expect(validate({ password: 'x' })).toBeUndefined();
  });
});

describe('toSubmissionErrors', () => {
  it('maps server field errors onto fields the form shows, and the message onto the form', () => {
    const error = new ApiError(422, {
      message: 'Please check the form',
      errors: { email: 'This e-mail is already registered', device_id: 'bad device' },
    });
    expect(toSubmissionErrors(error, ['email', 'password'])).toEqual({
      [FORM_ERROR]: 'Please check the form',
      email: 'This e-mail is already registered',
    });
  });

  it('uses the message of any other error', () => {
    expect(toSubmissionErrors(new Error('Network down'), ['email'])).toEqual({ [FORM_ERROR]: 'Network down' });
    expect(toSubmissionErrors('??', ['email'])).toEqual({ [FORM_ERROR]: 'Something went wrong' });
  });
});
