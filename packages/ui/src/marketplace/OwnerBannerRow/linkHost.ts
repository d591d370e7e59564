/** The host of an http(s) address (`www.example.in`), or null for anything else. */
export function linkHost(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}
