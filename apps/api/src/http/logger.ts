import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';

/** A token, code or signature in a query string: kept out of every log line. */
const SECRET_PARAMS = /([?&](?:token|sig|code|otp|password)=)[^&#]*/gi;

/** A URL as it may be logged: the values of secret parameters replaced. */
function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * The server's logger: one JSON line per event. Credentials never reach a line: the
 * Authorization and Cookie headers are redacted and secret query parameters are masked in the
 * logged URL (reset tokens travel in bodies and URL fragments, which are never logged).
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: loggableUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
