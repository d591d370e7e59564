import { defineText, fillTemplate } from '../locale/text';
/**
 * The spec's validation messages (sections 5 and 9), verbatim and in one place. Components default
 * to them and tests import them, so a wording change happens here only.
 */
export const messages = defineText('ui.validation', {
  mobileRequired: 'Please enter mobile number',
  mobileInvalid: 'Enter valid mobile number',
  otpRequired: 'OTP is required',
  nameRequired: 'Name is required',
  passwordRequired: 'password is required',
  loginPasswordRequired: 'Password is required',
  termsRequired: 'Acceptance of Terms & Conditions is required',
  emailInvalid: 'Enter valid email address',
  phoneInvalid: 'Enter valid phone number',
  /** A required field left empty: `{label}` is the field's label. */
  required: '{label} is required',
  /** A required field without a label. */
  requiredField: 'Field is required',
} as const);

/** The generic required message: `{label} is required`, or `Field is required` without a label. */
export function requiredMessage(label?: string): string {
  const name = label?.trim();
  return name ? fillTemplate(messages.required, { label: name }) : messages.requiredField;
}
