/** Every string the operator's details are shown with, for a translated catalogue to replace. */
export const siteText = {
  loading: 'Loading…',
  unavailable: 'not available right now',
};
