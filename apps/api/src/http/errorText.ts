import { defineText } from '@haat/ui/text';

/** The answers every route may give: bad bodies, refusals, the unexpected. */
export const errorText = defineText('errors', {
  unauthorized: 'Authentication credentials were not provided.',
  tokenInvalid: 'Invalid or expired token.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  tooMany: 'Too many requests. Try again later.',
  /** {encoding}: the Content-Encoding header's value (gzip, br, deflate). */
  bodyNotEncoded:
    'The request body is not {encoding} data, as its Content-Encoding header says. Send it as plain JSON without that header.',
  encodingUnsupported: 'Unsupported Content-Encoding. Send the body uncompressed, or as gzip, br or deflate.',
  bodyTooLarge: 'Request body is too large.',
  contentTypeUnsupported: 'Unsupported content type.',
  bodyNotJson: 'Request body is not valid JSON.',
  serverError: 'Something went wrong on our side. Please try again.',
  unsafeText: 'Remove the invalid character (NUL or a broken Unicode symbol) from this text.',
  searchesTooMany: 'Too many searches from this address. Try again in a minute, or log in.',
});
