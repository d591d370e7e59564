import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@haat/contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { inLang, loadLanguages } from './language';
import { spoken } from './validationText';

const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');

/**
 * Every message the contract's schemas write (`error: '…'`, `message: '…'`, or a rule's last
 * argument: `.min(1, '…')`), read from its source: the messages a Hindi reader can be sent.
 */
function contractMessages(): string[] {
  const found = new Set<string>();
  const literal = String.raw`'((?:[^'\\]|\\.)+)'|"((?:[^"\\]|\\.)+)"`;
  const patterns = [
    new RegExp(String.raw`\b(?:error|message):\s*(?:${literal})`, 'g'),
    new RegExp(
      String.raw`\.(?:min|max|length|regex|refine|gte|lte|gt|lt|int|positive|nonnegative|startsWith|superRefine)\([^()]*?(?:\([^()]*\)[^()]*?)*,\s*(?:${literal})\s*\)`,
      'g',
    ),
  ];
  for (const name of readdirSync(CONTRACT)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name === 'messages.ts') continue;
    const source = readFileSync(path.join(CONTRACT, name), 'utf8');
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern)) {
        const text = (match[1] ?? match[2])!.replace(/\\(.)/g, '$1');
        // A sentence, not data (an example's "Hi", a placeholder's single space).
        if (/^[A-Z].*\s/.test(text)) found.add(text);
      }
  }
  // The message tables (`AUTH_MESSAGES`, the spec's section 5 exactly; `CHAT_MESSAGES`, …).
  for (const [name, table] of Object.entries(contract))
    if (name.endsWith('_MESSAGES')) for (const text of Object.values(table as object)) found.add(text as string);
  return [...found].sort();
}

describe("the contract's messages have a translation", () => {
  const messages = contractMessages();
  beforeAll(() => loadLanguages());

  test('the scan finds the contract’s messages (it would pass on none otherwise)', () => {
    expect(messages.length).toBeGreaterThan(60);
    expect(messages).toContain('Acceptance of Terms & Conditions is required');
  });

  test.each(messages)('%s: has a Hindi translation the server answers with', (message) => {
    const hindi = inLang('hi', () => spoken(message));
    expect(hindi, 'add it to validationText.contract (apps/api/src/http/validationText.ts)').not.toBe(message);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });
});
