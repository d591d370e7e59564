import { afterEach, describe, expect, test, vi } from 'vitest';
import { messages, requiredMessage } from './messages';
import { isEmail, isEmpty, splitPhone } from './rules';
import { validate } from './validate';

afterEach(() => vi.restoreAllMocks());

describe('required', () => {
  test.each([
    [undefined, 'Mobile', 'Mobile is required'],
    [null, 'Mobile', 'Mobile is required'],
    ['', 'City', 'City is required'],
    ['   ', 'City', 'City is required'],
    ['', undefined, 'Field is required'],
    ['', '  ', 'Field is required'],
    [[], 'Category', 'Category is required'],
    [false, 'Terms', 'Terms is required'],
    [{}, 'Dates', 'Dates is required'],
    [{ start: '03-01-2026' }, 'Dates', 'Dates is required'],
  ])('%j with label %j → %s', (value, label, message) => {
    expect(validate(value, ['required'], { label })).toBe(message);
  });

  test.each([['Delhi'], [['a']], [true], [0], [{ start: '03-01-2026', end: '03-02-2026' }], [new Date(2026, 0, 1)]])(
    '%j passes',
    (value) => {
      expect(validate(value, ['required'], { label: 'X' })).toBeUndefined();
    },
  );

  test('the generic message reads "{label} is required"', () => {
    expect(requiredMessage('Title')).toBe('Title is required');
    expect(requiredMessage()).toBe('Field is required');
  });
});

describe('mobile', () => {
  test.each([
    ['', messages.mobileRequired],
    ['   ', messages.mobileRequired],
    [undefined, messages.mobileRequired],
    ['98765', messages.mobileInvalid], // a 5-digit "mobile"
    ['987654321', messages.mobileInvalid], // 9 digits
    ['98765432101', messages.mobileInvalid], // 11 digits
    ['5876543210', messages.mobileInvalid], // first digit 5 is not above 5
    ['0876543210', messages.mobileInvalid],
    ['1234567890', messages.mobileInvalid],
    ['98765abcde', messages.mobileInvalid],
    ['+1 9876543210', messages.mobileInvalid], // only the Indian prefix is understood
    ['9876543210', undefined],
    ['6000000000', undefined], // 6 is the lowest allowed first digit
    ['7012345678', undefined],
    ['+919876543210', undefined], // leading +91
    ['+91 9876543210', undefined],
    ['+91 98765 43210', undefined], // spaces
    [' 98765 43210 ', undefined],
    ['98765-43210', undefined],
  ])('%j → %s', (value, message) => {
    expect(validate(value, ['mobile'])).toBe(message);
  });
});

describe('sign-up and login messages', () => {
  test.each([
    ['otp', messages.otpRequired, '123456'],
    ['name', messages.nameRequired, 'Asha Verma'],
    ['password', messages.passwordRequired, 's3cret!'],
    ['loginPassword', messages.loginPasswordRequired, 's3cret!'],
  ])('%s: empty → %s, filled passes', (rule, message, filled) => {
    expect(validate('', [rule])).toBe(message);
    expect(validate('  ', [rule])).toBe(message);
    expect(validate(undefined, [rule])).toBe(message);
    expect(validate(filled, [rule])).toBeUndefined();
  });

  test('the spec strings, verbatim', () => {
    expect(messages).toMatchObject({
      mobileRequired: 'Please enter mobile number',
      mobileInvalid: 'Enter valid mobile number',
      otpRequired: 'OTP is required',
      nameRequired: 'Name is required',
      passwordRequired: 'password is required',
      loginPasswordRequired: 'Password is required',
      termsRequired: 'Acceptance of Terms & Conditions is required',
      emailInvalid: 'Enter valid email address',
      phoneInvalid: 'Enter valid phone number',
    });
  });

  test.each([[false], [undefined], [null], ['true'], ['']])('terms %j → not ticked', (value) => {
    expect(validate(value, ['terms'])).toBe(messages.termsRequired);
  });
  test('terms ticked passes', () => {
    expect(validate(true, ['terms'])).toBeUndefined();
  });
});

describe('email', () => {
  test.each([
    ['', undefined], // empty is fine unless required
    ['   ', undefined],
    ['asha@example.com', undefined],
    ['asha.verma+ads@mail.example.co.in', undefined],
    ['  asha@example.com  ', undefined],
    ['asha', messages.emailInvalid],
    ['asha@', messages.emailInvalid],
    ['@example.com', messages.emailInvalid],
    ['asha@example', messages.emailInvalid],
    ['asha@@example.com', messages.emailInvalid],
    ['asha @example.com', messages.emailInvalid],
    ['asha@exa mple.com', messages.emailInvalid],
    ['asha@-example.com', messages.emailInvalid],
  ])('%j → %s', (value, message) => {
    expect(validate(value, ['email'])).toBe(message);
  });

  test('required and email together: empty is required, bad is invalid', () => {
    expect(validate('', ['required', 'email'], { label: 'Email' })).toBe('Email is required');
    expect(validate('x@', ['required', 'email'], { label: 'Email' })).toBe(messages.emailInvalid);
  });

  test('isEmail is the one pattern TagInput shares', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});

describe('phone', () => {
  test.each([
    ['', undefined, undefined], // empty is fine unless required
    ['12345', '+91', undefined], // 5 digits with a code: the minimum
    ['1234', '+91', messages.phoneInvalid], // 4 digits with a code
    ['1234', undefined, undefined], // no code selected: no minimum
    ['9876543210', '+1', undefined], // 10 digits: the maximum
    ['98765432101', '+1', messages.phoneInvalid], // 11 digits
    ['98765432101', undefined, messages.phoneInvalid],
    ['98765abc', '+44', messages.phoneInvalid], // digits only
    ['98765.432', undefined, messages.phoneInvalid],
    ['98765 43210', '+91', undefined], // spaces are formatting, not digits
    ['+91 9876543210', undefined, undefined], // the widget's own value: code from the value
    ['+91 1234', undefined, messages.phoneInvalid], // code in the value, 4 digits
    ['+44 20 7946 0000', undefined, undefined],
    ['+1 ', undefined, undefined], // a code and no number yet: empty
  ])('%j with code %j → %s', (value, countryCode, message) => {
    expect(validate(value, ['phone'], { countryCode })).toBe(message);
  });

  test('required on an empty phone', () => {
    expect(validate('', ['required', 'phone'], { label: 'Phone' })).toBe('Phone is required');
  });

  test.each([
    ['+91 9876543210', { code: '+91', number: '9876543210' }],
    ['+1', { code: '+1', number: '' }],
    ['9876543210', { code: undefined, number: '9876543210' }],
  ])('splitPhone(%j)', (value, parts) => {
    expect(splitPhone(value)).toEqual(parts);
  });
});

describe('multiRequired and dateRangeRequired', () => {
  test.each([
    [[], 'Category is required'],
    [undefined, 'Category is required'],
    ['x', 'Category is required'],
    [['cars'], undefined],
    [['cars', 'bikes'], undefined],
  ])('multiRequired %j → %s', (value, message) => {
    expect(validate(value, ['multiRequired'], { label: 'Category' })).toBe(message);
  });

  test.each([
    [undefined, 'Dates is required'],
    [{}, 'Dates is required'],
    [{ start: '03-01-2026' }, 'Dates is required'],
    [{ end: '03-05-2026' }, 'Dates is required'],
    [{ start: '', end: '03-05-2026' }, 'Dates is required'],
    [{ start: '03-01-2026', end: '03-05-2026' }, undefined],
  ])('dateRangeRequired %j → %s', (value, message) => {
    expect(validate(value, ['dateRangeRequired'], { label: 'Dates' })).toBe(message);
  });

  test('without a label the message is "Field is required"', () => {
    expect(validate([], ['multiRequired'])).toBe('Field is required');
    expect(validate({}, ['dateRangeRequired'])).toBe('Field is required');
  });
});

describe('validate()', () => {
  test('returns the first failing rule in order', () => {
    expect(validate('', ['mobile', 'required'], { label: 'Mobile' })).toBe(messages.mobileRequired);
    expect(validate('', ['required', 'mobile'], { label: 'Mobile' })).toBe('Mobile is required');
  });

  test('no rules: always valid', () => {
    expect(validate('')).toBeUndefined();
    expect(validate('', [])).toBeUndefined();
  });

  test('an unknown rule is only logged: it never throws or fails the value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validate('anything', ['noSuchRule'])).toBeUndefined();
    expect(validate('', ['noSuchRule2', 'required'], { label: 'Title' })).toBe('Title is required');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('noSuchRule');
  });

  test('an unknown rule warns once, not on every keystroke', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    validate('a', ['typoRule']);
    validate('ab', ['typoRule']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a function rule runs like a named one', () => {
    const maxPrice = (value: unknown) => (Number(value) > 100 ? 'Too high' : undefined);
    expect(validate('200', ['required', maxPrice])).toBe('Too high');
    expect(validate('50', ['required', maxPrice])).toBeUndefined();
  });

  test.each([
    [undefined, true],
    ['', true],
    [' ', true],
    ['a', false],
    [[], true],
    [false, true],
    [true, false],
    [0, false],
    [new Date(Number.NaN), true],
    [{}, true], // an untouched date range
    [{ start: '03-01-2026', end: '' }, true],
    [{ path: 'uploads/a.png', url: '/a.png' }, false], // an uploaded file is a value
  ])('isEmpty(%j) is %s', (value, empty) => {
    expect(isEmpty(value)).toBe(empty);
  });
});
