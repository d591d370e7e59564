import { defineText } from '@haat/ui';
/** Every string of the admin audit log, for a translated catalogue to replace. `{…}` are filled in. */
export const adminAuditText = defineText('adminAudit', {
  title: 'Audit log',
  filtersLabel: 'Filter the audit log',
  action: 'Action',
  targetType: 'Target',
  /** The actions the server records, as the filter names them. */
  actions: {
    'user.block': 'Blocked an account',
    'user.unblock': 'Unblocked an account',
    'wallet.adjust': 'Adjusted a wallet',
    'ad.remove': 'Removed an ad',
    'ad.restore': 'Restored an ad',
    'ad.unfeature': 'Ended a featuring',
    'report.actioned': 'Actioned a report',
    'report.dismissed': 'Dismissed a report',
    'banner.approve': 'Approved a banner',
    'banner.reject': 'Rejected a banner',
    'rating.remove': 'Removed a rating',
  } as Record<string, string>,
  targets: { user: 'Account', ad: 'Ad', report: 'Report', banner: 'Banner', rating: 'Rating', term: 'Term list' },
  targetLine: '{type} #{id}',
  tableCaption: 'Admin actions, newest first',
  columns: { when: 'When', admin: 'Admin', action: 'Action', target: 'Target', reason: 'Reason', details: 'Details' },
  detail: '{key}: {value}',
  loading: 'Loading the audit log…',
  error: "We couldn't load the audit log. Please try again.",
  empty: 'No admin actions yet',
  emptyFiltered: 'No admin actions match these filters',
} as const);
