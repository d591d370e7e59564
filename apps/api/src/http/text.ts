import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type FieldErrors } from './errors';
import { errorText } from './errorText';

/**
 * NUL, which PostgreSQL refuses in `text` and `jsonb` alike, and a UTF-16 surrogate that is not half
 * of a pair (in a `u` regex a whole pair is one code point, so `\p{Cs}` finds only the lone ones):
 * jsonb refuses its escape, and UTF-8 would silently turn it into U+FFFD.
 */
const UNSAFE = /[\0\p{Cs}]/u;

/**
 * Every string and key of a parsed body, query or path, as `field → message`: `title`,
 * `data.brand`, `images.0`. Walked with a stack of its own, so 10,000-deep nesting is no deeper
 * a recursion. Buffers (the upload store's raw bodies) are files, not text: left alone.
 */
function unsafeFields(value: unknown, errors: FieldErrors): void {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSAFE.test(v)) errors[at || 'non_field_errors'] = [errorText.unsafeText];
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, at ? `${at}.${i}` : String(i)]));
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (UNSAFE.test(k)) errors[at || 'non_field_errors'] = [errorText.unsafeText];
        else stack.push([item, at ? `${at}.${k}` : k]);
      }
    }
  }
}

/** The fields of `value` (a parsed socket frame, say) holding NUL or a lone surrogate, with the message. */
export function unsafeTextFields(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  unsafeFields(value, errors);
  return errors;
}

async function rejectUnsafeText(request: FastifyRequest) {
  const errors: FieldErrors = {};
  for (const part of [request.params, request.query, request.body]) unsafeFields(part, errors);
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * One check for every route, declared or not (the HTML pages, the upload store): a body, query
 * or path parameter holding NUL or a lone surrogate is a 400 naming the field, before any schema,
 * handler or SQL sees it. Install before the features are registered, so each inherits it.
 */
export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', rejectUnsafeText);
}
