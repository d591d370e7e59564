import type { ApiClient, CallOptions } from './client';
import type { ContactInput, ContactSent } from './types';

/** `POST /contact/`: a message to support. */
export function send(client: ApiClient, input: ContactInput, opts: CallOptions = {}): Promise<ContactSent> {
  return client.post<ContactSent>('/contact/', input, opts);
}
