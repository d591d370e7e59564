/** Every string of the placeholder for signed-in screens not built yet. `{…}` are replaced. */
export const accountAreaText = {
  title: 'My account',
  /** `{path}` is the address the user opened, e.g. `/my-ads/`. */
  soon: 'This part of your account ({path}) opens here soon.',
  home: 'Back to the home page',
} as const;
