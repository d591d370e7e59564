import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordSchema,
  LoginSchema,
  MobileSchema,
  ProfileUpdateSchema,
  SignupSchema,
} from './auth';
import { ContactInputSchema } from './misc';
import { DocumentInputSchema, SignedUrlRequestSchema } from './uploads';

/*
 * The server's copy of the spec's validation messages (section 5), checked against the spec's exact
 * strings. They are written out here, not imported, so a changed message fails this file.
 */

/** Each failing field's first message, by path. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error!.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

test('AUTH_MESSAGES holds the spec strings verbatim', () => {
  expect(AUTH_MESSAGES).toMatchObject({
    mobileRequired: 'Please enter mobile number',
    mobileInvalid: 'Enter valid mobile number',
    otpRequired: 'OTP is required',
    nameRequired: 'Name is required',
    passwordRequired: 'password is required',
    loginPasswordRequired: 'Password is required',
    termsRequired: 'Acceptance of Terms & Conditions is required',
    emailInvalid: 'Enter valid email address',
  });
});

describe('the auth schemas answer with the spec strings', () => {
  test.each([
    [undefined, 'Please enter mobile number'],
    ['', 'Please enter mobile number'],
    ['5876543210', 'Enter valid mobile number'],
    ['987654321', 'Enter valid mobile number'],
  ])('mobile %j → %s', (mobile, message) => {
    expect(messagesOf(MobileSchema, mobile)).toEqual({ '': message });
  });

  test('sign-up: every field empty', () => {
    expect(messagesOf(SignupSchema, { mobile: '', otp: '', name: ' ', password: '', terms: false })).toEqual({
      mobile: 'Please enter mobile number',
      otp: 'OTP is required',
      name: 'Name is required',
      password: 'password is required',
      terms: 'Acceptance of Terms & Conditions is required',
    });
  });

  test('login and change-password: an empty password', () => {
    expect(messagesOf(LoginSchema, { mobile: '9876543210', password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(messagesOf(ChangePasswordSchema, { old_password: '', new_password: '' })).toEqual({
      old_password: 'Password is required',
      new_password: 'password is required',
    });
  });

  test('profile: a blank name and a malformed e-mail', () => {
    expect(messagesOf(ProfileUpdateSchema, { name: ' ', email: 'priya@' })).toEqual({
      name: 'Name is required',
      email: 'Enter valid email address',
    });
  });
});

describe('the other schemas answer with the spec strings', () => {
  test('contact: required fields read "{field} is required"', () => {
    expect(messagesOf(ContactInputSchema, { name: '', email: '', message: ' ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  test('contact: a malformed e-mail and phone', () => {
    expect(messagesOf(ContactInputSchema, { name: 'Priya', email: 'priya@', phone: '98-76', message: 'Hi' })).toEqual({
      email: 'Enter valid email address',
      phone: 'Enter valid phone number',
    });
  });

  test('uploads and documents: required fields read "{field} is required"', () => {
    expect(messagesOf(SignedUrlRequestSchema, { file_name: ' ', file_type: 'image/png' })).toEqual({
      file_name: 'File name is required',
    });
    expect(messagesOf(DocumentInputSchema, { title: '', path: '' })).toEqual({
      title: 'Title is required',
      path: 'Path is required',
    });
  });
});
