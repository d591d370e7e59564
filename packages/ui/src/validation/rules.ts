import { isEmail } from './email';
import { messages, requiredMessage } from './messages';

export { isEmail };

/** What a rule may know besides the value. */
export interface RuleOptions {
  /** Names the field in the generic message `{label} is required`. */
  label?: string;
  /** The selected country calling code (e.g. `+91`), for the `phone` rule. */
  countryCode?: string;
}

/** A rule: the value in, an error message out (undefined when the value passes). Pure, no React. */
export type RuleFn = (value: unknown, options: RuleOptions) => string | undefined;

/** A `{ start, end }` pair, as the date-range picker stores it (MM-DD-YYYY strings). */
export interface DateRangeValue {
  start?: string;
  end?: string;
}

/** Empty as a user sees it: nothing, blank text, no choices, an unticked box, a range without both ends. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (isRange(value)) return !value.start || !value.end;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function isRange(value: unknown): value is DateRangeValue {
  return typeof value === 'object' && value !== null && ('start' in value || 'end' in value);
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const compact = (text: string) => text.replace(/[\s-]/g, '');

/** `+91 98765 43210` → `9876543210`; `9876543210` stays. */
function stripIndianPrefix(text: string): string {
  const digits = compact(text);
  return digits.startsWith('+91') ? digits.slice(3) : digits;
}

/** Splits `"+44 2079460000"` into code and number; a value without a leading `+code ` is all number. */
export function splitPhone(value: string): { code: string | undefined; number: string } {
  const match = /^\s*(\+\d{1,4})(?:\s+|$)(.*)$/.exec(value);
  if (!match) return { code: undefined, number: value.trim() };
  return { code: match[1], number: (match[2] ?? '').trim() };
}

/**
 * A whole number from `min` to `max`, for the same bounds the server checks, before sending: an
 * empty value passes (add `required` for that); anything else outside them gets `message`.
 */
export function numberBetween(min: number, max: number, message: string): RuleFn {
  return (value) => {
    const text = asText(value).trim();
    if (text === '') return undefined;
    const n = Number(text);
    return Number.isInteger(n) && n >= min && n <= max ? undefined : message;
  };
}

const requiredWith =
  (message: string): RuleFn =>
  (value) =>
    isEmpty(value) ? message : undefined;

export const rules = {
  required: (value, { label }) => (isEmpty(value) ? requiredMessage(label) : undefined),

  mobile: (value) => {
    const text = asText(value);
    if (text.trim() === '') return messages.mobileRequired;
    return /^[6-9]\d{9}$/.test(stripIndianPrefix(text)) ? undefined : messages.mobileInvalid;
  },

  email: (value) => {
    const text = asText(value).trim();
    return text === '' || isEmail(text) ? undefined : messages.emailInvalid;
  },

  phone: (value, { countryCode }) => {
    const { code, number } = splitPhone(asText(value));
    const digits = compact(number);
    if (digits === '') return undefined;
    const hasCode = Boolean(countryCode ?? code);
    const ok = /^\d+$/.test(digits) && digits.length <= 10 && (!hasCode || digits.length >= 5);
    return ok ? undefined : messages.phoneInvalid;
  },

  multiRequired: (value, { label }) => (Array.isArray(value) && value.length > 0 ? undefined : requiredMessage(label)),

  dateRangeRequired: (value, { label }) =>
    isRange(value) && value.start && value.end ? undefined : requiredMessage(label),

  otp: requiredWith(messages.otpRequired),
  name: requiredWith(messages.nameRequired),
  password: requiredWith(messages.passwordRequired),
  loginPassword: requiredWith(messages.loginPasswordRequired),
  terms: (value) => (value === true ? undefined : messages.termsRequired),
} satisfies Record<string, RuleFn>;

export type RuleName = keyof typeof rules;

/** Rules that already speak for an empty value, so `required` needs no generic rule beside them. */
export const emptinessRules: readonly RuleName[] = [
  'required',
  'mobile',
  'multiRequired',
  'dateRangeRequired',
  'otp',
  'name',
  'password',
  'loginPassword',
  'terms',
];
