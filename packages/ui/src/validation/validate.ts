import { rules as ruleTable, type RuleFn, type RuleName, type RuleOptions } from './rules';

/** A rule by name, or a function for rules of one form only (price limits and the like). */
export type Rule = RuleName | RuleFn;

/** Also accepts unknown names (`string`), which are logged and skipped, as the spec asks. */
export type Rules = readonly (Rule | (string & {}))[];

export type ValidateOptions = RuleOptions;

const warned = new Set<string>();

/**
 * Runs `rules` in order and returns the first error message, or undefined when the value passes.
 * An unknown rule name is only logged (console.warn, once per name); it never throws or fails the value.
 */
export function validate(value: unknown, rules: Rules = [], options: ValidateOptions = {}): string | undefined {
  for (const rule of rules) {
    const fn = typeof rule === 'function' ? rule : (ruleTable as Record<string, RuleFn | undefined>)[rule];
    if (!fn) {
      if (!warned.has(rule as string)) {
        warned.add(rule as string);
        console.warn(`@haat/ui validate: unknown rule "${String(rule)}" ignored`);
      }
      continue;
    }
    const message = fn(value, options);
    if (message) return message;
  }
  return undefined;
}
