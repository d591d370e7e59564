// autocannon ships no types; the bench uses a small part of it.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      /** Called before each request is sent; returns the request to send. */
      setupRequest?: <R extends { method?: string; path?: string; body?: string }>(req: R) => R;
      /** Called with each answer (its status and whole body). */
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  export default function autocannon(opts: Options): Instance;
}
