import { defineText } from '@haat/ui';
/** Every string of the admin Reviews screen, for a translated catalogue to replace. `{…}` are filled in. */
export const adminReviewsText = defineText('adminReviews', {
  title: 'Reviews',
  intro:
    'Ads our automated checks held before anyone else could see them, and accounts they flagged. Approve to put an ad live or clear an account; reject with a reason its owner reads.',
  tabsLabel: 'Reviews by status',
  tabs: { open: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  listLabel: '{status} reviews',
  /** The heading of a held ad: `{title}` links to the ad. */
  adHeading: 'Ad #{id}:',
  gone: 'Ad #{id} (deleted)',
  /** The heading of a held account. */
  accountHeading: 'Account #{id}:',
  /** A flagged chat sender's evidence: {rules} are the chat's scam rules that fired. */
  flaggedLine: 'Warned of in {chats} chats within a day ({messages} messages): {rules}',
  /** A reported account's evidence: {reasons} are the reports' reasons. */
  reportedLine: '{reporters} people sent {reports} reports within a week: {reasons}',
  joined: 'Joined',
  adsWaiting: 'Ads hidden',
  accountStatus: 'The account now',
  accountStatuses: { active: 'Active', blocked: 'Blocked' },
  rule: 'Rule',
  evidence: 'Evidence',
  /** One line of evidence: where it was found and the words. */
  evidenceLine: 'In the {field}: {terms}',
  fields: { title: 'title', description: 'description' },
  /** The same photo on another ad: `{link}` is `photoLink`. */
  photoLine: 'Photo {n} is on {link} too.',
  photoLink: 'ad #{id}',
  /** {price} and {median}: rupees; {sample}: how many ads made the median. */
  priceLine: '{price}, where {sample} ads here in 90 days ask {median} at the median.',
  excerpt: 'Excerpt',
  owner: 'Posted by',
  person: '{name} (#{id})',
  price: 'Price',
  heldOn: 'Held on',
  adStatus: 'The ad now',
  adStatuses: {
    active: 'Live',
    pending_review: 'Waiting for review',
    sold: 'Sold',
    expired: 'Expired',
    removed: 'Removed',
  },
  decided: 'Decided by',
  decidedLine: '{name}, {when}',
  decisionReason: 'Reason given',
  statuses: { open: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  /** The false-positive figures: the share of decided holds admins approved. */
  statsTitle: 'How often the checks were wrong',
  statsOverall: 'All rules',
  /** {rate}: a whole percentage; {approved} of {decided} holds. */
  statsLine: '{rate}% approved ({approved} of {decided} decided)',
  statsNone: 'No decisions yet',
  statsLabel: 'Share of held ads admins approved, per rule',
  loading: 'Loading reviews…',
  error: "We couldn't load the reviews. Please try again.",
  empty: { open: 'Nothing waiting for review', approved: 'No approved reviews', rejected: 'No rejected reviews' },
  emptyHint: { open: 'Ads the automated checks hold appear here.', approved: '', rejected: '' },
  approve: 'Approve',
  reject: 'Reject',
  actionFor: '{action}: review #{id}',
  approveTitle: 'Approve ad #{id}?',
  approveDescription:
    'The ad goes live at once and its owner is told. Say why it is fine: the note is kept in the audit log.',
  approveConfirm: 'Approve and publish',
  rejectTitle: 'Reject ad #{id}?',
  rejectDescription: 'The ad is removed and its owner reads your reason, with a way to appeal.',
  rejectConfirm: 'Reject ad',
  reasonLabel: 'Reason',
  reasonHint: 'The owner reads it when you reject; other admins see it either way.',
  reasonTooShort: 'Enter a reason of at least {min} characters.',
  approved: 'Ad #{id} is approved and live.',
  rejected: 'Ad #{id} is rejected and removed.',
  /** The same dialog and messages for a held account. */
  clearTitle: 'Clear account #{id}?',
  clearDescription:
    'Its hidden ads come back and what it was flagged for so far stops counting. Say why it is fine: the note is kept in the audit log.',
  clearConfirm: 'Clear account',
  blockTitle: 'Block account #{id}?',
  blockDescription:
    'The account is blocked: it is signed out everywhere, its live ads are set aside, and it reads your reason when it tries to sign in.',
  blockConfirm: 'Block account',
  cleared: 'Account #{id} is cleared.',
  blocked: 'Account #{id} is blocked.',
} as const);
