import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import { object, refine, type } from 'superstruct';
import { ApiError } from '../../src/api/errors';
import { matches, minLength, required, sameAs, structValidator, textField, toSubmissionErrors } from '../../src/ui/form';

describe('structValidator', () => {
  it('reports only the first failing rule of each field', () => {
    const validate = structValidator(type({ code: textField(required('missing'), matches(/^\d+$/, 'digits'), minLength(4, 'short')) }));
    expect(validate({})).toEqual({ code: 'missing' });
    expect(validate({ code: 'ab' })).toEqual({ code: 'digits' });
    expect(validate({ code: '12' })).toEqual({ code: 'short' });
    expect(validate({ code: '1234' })).toBeUndefined();
  });

  it('nests errors of nested fields', () => {
    const validate = structValidator(type({ address: type({ city: textField(required('City is required')) }) }));
    expect(validate({ address: {} })).toEqual({ address: { city: 'City is required' } });
  });

  it('puts failures without a path under the form-level key', () => {
    const validate = structValidator(refine(object({}), 'never', () => 'whole form is wrong'));
    expect(validate({})).toEqual({ [FORM_ERROR]: 'whole form is wrong' });
  });

  it('runs cross-field rules on the named field', () => {
    const validate = structValidator(sameAs(type({ a: textField(), b: textField() }), 'b', 'a', 'must match'));
    expect(validate({ a: 'x', b: 'y' })).toEqual({ b: 'must match' });
    expect(validate({ a: 'x' })).toBeUndefined();
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
