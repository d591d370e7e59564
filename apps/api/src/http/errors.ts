import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorText } from './errorText';
import { inLang, say } from './language';
import { spoken, spokenBody } from './validationText';

/** Field errors in the shape the client expects: `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

/** An error with an HTTP status and a JSON body; thrown anywhere in a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const badRequest = (fields: FieldErrors) => new HttpError(400, fields);
export const unauthorized = (detail = errorText.unauthorized) => new HttpError(401, { detail });
export const forbidden = (detail = errorText.forbidden) => new HttpError(403, { detail });
export const notFound = (detail = errorText.notFound) => new HttpError(404, { detail });
export const conflict = (fields: FieldErrors) => new HttpError(409, fields);
export const tooMany = (retryAfterSeconds: number, detail = errorText.tooMany) =>
  new HttpError(
    429,
    { detail, retry_after: retryAfterSeconds },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** zod issues → `{ field: [messages] }`; issues on the whole body go to `non_field_errors`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (out[key] ??= []).push(spoken(issue.message));
  }
  return out;
}

/** Validate `input` with `schema`, or throw a 400 naming each bad field. Unknown keys are dropped by the schema. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(zodFieldErrors(result.error));
  return result.data;
}

/**
 * One error handler for the whole API: bad input is a 4xx with a clear body, never a 500. It
 * answers in the request's language (an error in parsing the body reaches it outside the request's).
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) =>
    inLang(request.lang, () => answerError(err, request, reply)),
  );
}

function answerError(err: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    return reply.code(err.status).headers(err.headers).send(spokenBody(err.body));
  }
  if (err instanceof z.ZodError) {
    return reply.code(400).send(zodFieldErrors(err));
  }
  const fe = err as FastifyError;
  // A body whose Content-Encoding (gzip, br, deflate) does not match its bytes: decompression
  // fails before any route sees it, so this is the one place to answer it for every operation.
  if (fe.code === 'FST_CP_ERR_INVALID_CONTENT') {
    const encoding = String(request.headers['content-encoding'] ?? '');
    return reply.code(400).send({ body: [say(errorText.bodyNotEncoded, { encoding })] });
  }
  if (fe.code === 'FST_CP_ERR_INVALID_CONTENT_ENCODING') {
    return reply.code(415).send({ detail: errorText.encodingUnsupported });
  }
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
    return reply.code(413).send({ detail: errorText.bodyTooLarge });
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) {
    return reply.code(415).send({ detail: errorText.contentTypeUnsupported });
  }
  if (
    fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    err instanceof SyntaxError
  ) {
    return reply.code(400).send({ non_field_errors: [errorText.bodyNotJson] });
  }
  if (fe.validation) {
    return reply.code(400).send({ non_field_errors: [fe.message] });
  }
  // Every 400 is field errors, the shape its declared answer has; any other 4xx is one message.
  if (fe.statusCode === 400) {
    return reply.code(400).send({ non_field_errors: [fe.message] });
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return reply.code(fe.statusCode).send({ detail: fe.message });
  }
  request.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ detail: errorText.serverError });
}
