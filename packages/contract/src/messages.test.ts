import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { adDataSchema, AdInputSchema, PageQuerySchema, SignupSchema, vehicleDataSchema } from './index';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);
/** zod's own wording: "Too big: expected number to be <=2027", "Invalid input: expected string". */
const RAW = /expected|Invalid input|Too (big|small)|received|<=|>=/;

describe('every rule answers with a sentence a person wrote', () => {
  test('a car from the year 3020 is told the years it may be', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(messages(vehicleDataSchema(now).safeParse({ year: 3020 }))).toEqual(['Enter a year from 1950 to 2027.']);
    expect(messages(adDataSchema('Cars+Bikes', null, now).safeParse({ year: 1900 }))).toEqual([
      'Enter a year from 1950 to 2027.',
    ]);
  });

  test('bounds, types and unknown keys without a message of their own read as sentences', () => {
    const schema = z.strictObject({
      count: z.number().int().max(10),
      name: z.string().min(3).max(5),
      tags: z.array(z.string()).max(1),
      kind: z.enum(['a', 'b']),
      mail: z.email(),
    });
    const found = messages(
      schema.safeParse({ count: 11.5, name: 'toolong', tags: ['x', 'y'], kind: 'c', mail: 'nope', extra: 1 }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'Enter a whole number.',
        'Keep it to 5 characters or fewer.',
        'Choose at most 1.',
        'Choose one of the options.',
        'Enter a valid e-mail address.',
        'Remove what this form does not take: extra.',
      ]),
    );
    expect(messages(schema.safeParse({}))).toContain('This field is required.');
    for (const m of found) expect(m).not.toMatch(RAW);
  });

  test("the contract's own schemas never leak zod's wording for wild input", () => {
    const wild = { limit: 'x', offset: -5, title: 12, price: 1e12, mobile: [], otp: {}, terms: 'maybe', name: '' };
    for (const schema of [PageQuerySchema, SignupSchema, AdInputSchema]) {
      for (const m of messages(schema.safeParse(wild))) expect(m).not.toMatch(RAW);
    }
  });
});
