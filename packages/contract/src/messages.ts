import type { z } from 'zod';

const count = (n: number | bigint) => Number(n).toLocaleString('en-IN');

/**
 * A sentence a person wrote for every rule that does not carry its own: zod's defaults ("Too big:
 * expected number to be <=2027") never reach a user. Installed once for the whole contract
 * (`z.config` in common.ts), so every schema, on the server and in tests, answers with these.
 */
export function humanMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required.';
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return issue.expected === 'int' ? 'Enter a whole number.' : 'Enter a number.';
      if (issue.expected === 'string') return 'Enter text here.';
      if (issue.expected === 'boolean') return 'Choose yes or no.';
      if (issue.expected === 'array') return 'Choose from the list.';
      if (issue.expected === 'date') return 'Enter a date.';
      return 'This value is not valid.';
    case 'too_big':
      if (issue.origin === 'string') return `Keep it to ${count(issue.maximum as number)} characters or fewer.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at most ${count(issue.maximum as number)}.`;
      if (issue.origin === 'date') return 'Choose an earlier date.';
      return issue.inclusive === false
        ? `Enter a number below ${count(issue.maximum as number)}.`
        : `Enter a number no more than ${count(issue.maximum as number)}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'This field is required.'
          : `Enter at least ${count(issue.minimum as number)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at least ${count(issue.minimum as number)}.`;
      if (issue.origin === 'date') return 'Choose a later date.';
      return issue.inclusive === false
        ? `Enter a number above ${count(issue.minimum as number)}.`
        : `Enter a number of at least ${count(issue.minimum as number)}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address.';
      if (issue.format === 'url') return 'Enter a web address that starts with https://.';
      return 'This is not in the right format.';
    case 'invalid_value':
      return 'Choose one of the options.';
    case 'not_multiple_of':
      return `Enter a multiple of ${count(issue.divisor as number)}.`;
    case 'unrecognized_keys':
      return `Remove what this form does not take: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
}
