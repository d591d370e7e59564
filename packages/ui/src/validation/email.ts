/** WHATWG's "valid e-mail address" pattern, plus a dot in the domain as users of a marketplace expect. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * True when `text` is a plausible e-mail address. Shared by the `email` rule and TagInput's email
 * mode; a module of its own so that TagInput does not bundle the rule table.
 */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
