import type { AdminAd, AdModerationAction, AdStatus } from '@haat/contract';
import {
  Badge,
  Button,
  Inline,
  Link,
  ReasonDialog,
  ResponsiveTable,
  Select,
  TextField,
  type TableColumn,
} from '@haat/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as admin from '../../api/admin';
import { useApi } from '../../api/ApiProvider';
import { useAppState } from '../../state/AppState';
import { fill } from '../shared/fill';
import { AdminListBody } from '../shared/admin/AdminListBody';
import { AdminPage } from '../shared/admin/AdminPage';
import { adminText } from '../shared/admin/adminText';
import { actionError } from '../shared/admin/format';
import { FilterButtons, Filters, Reason } from '../shared/admin/parts';
import { useAdminList } from '../shared/admin/useAdminList';
import { adminQueries } from '../shared/adminData';
import { adminAdsText as text } from './adminAdsText';

const STATUSES = ['active', 'pending_review', 'sold', 'expired', 'removed'] as const satisfies readonly AdStatus[];

interface Draft {
  status: string;
  reported: string;
  featured: string;
  city: string;
  category: string;
  owner: string;
  search: string;
}
const NO_FILTERS: Draft = { status: '', reported: '', featured: '', city: '', category: '', owner: '', search: '' };

function toFilters(d: Draft): admin.AdminAdFilters {
  return {
    status: (d.status || undefined) as AdStatus | undefined,
    reported: d.reported ? d.reported === 'true' : undefined,
    featured: d.featured ? d.featured === 'true' : undefined,
    city: d.city.trim() || undefined,
    category: d.category || undefined,
    owner: d.owner.trim() ? Number(d.owner.trim()) : undefined,
    search: d.search.trim() || undefined,
  };
}

const AdCell = styled.div`
  display: flex;
  gap: var(--haat-space-3);
  align-items: flex-start;

  img,
  span[data-thumb] {
    flex: none;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: var(--haat-radius-md);
    background: var(--haat-color-bg-muted);
  }
  a {
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-link);
  }
`;

interface Pending {
  ad: AdminAd;
  action: AdModerationAction;
}

// Read when a dialog opens, so its words are in the page's language (never a copy made at load).
const DIALOG = {
  get remove() {
    return {
      title: text.removeTitle,
      description: text.removeDescription,
      confirm: text.removeConfirm,
      done: text.removed,
    };
  },
  get restore() {
    return {
      title: text.restoreTitle,
      description: text.restoreDescription,
      confirm: text.restoreConfirm,
      done: text.restored,
    };
  },
  get unfeature() {
    return {
      title: text.unfeatureTitle,
      description: text.unfeatureDescription,
      confirm: text.unfeatureConfirm,
      done: text.unfeatured,
    };
  },
};

/** `/admin/products/`: every ad, filtered; remove, restore or unfeature one, saying why. */
// The moderation actions a row offers (the API's `action` values).
const RESTORE: AdModerationAction = 'restore';
const REMOVE: AdModerationAction = 'remove';
const UNFEATURE: AdModerationAction = 'unfeature';

export default function AdminAdsPage() {
  const api = useApi();
  const { cats } = useAppState();
  const [draft, setDraft] = useState<Draft>(NO_FILTERS);
  const [ownerError, setOwnerError] = useState<string | undefined>();
  const [filters, setFilters] = useState<admin.AdminAdFilters>({});
  const list = useAdminList(adminQueries.ads(filters));
  const [dialog, setDialog] = useState<Pending | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState('');

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.owner.trim() && !/^[1-9]\d{0,14}$/.test(draft.owner.trim())) {
      setOwnerError(text.ownerInvalid);
      document.getElementById('ads-owner')?.focus();
      return;
    }
    setOwnerError(undefined);
    setFilters(toFilters(draft));
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setOwnerError(undefined);
    setFilters({});
  };

  const open = (ad: AdminAd, action: AdModerationAction) => {
    setError(undefined);
    setDialog({ ad, action });
  };

  const confirm = async (reason: string) => {
    if (!dialog) return;
    const { ad, action } = dialog;
    setPending(true);
    setError(undefined);
    try {
      const next = await admin.moderateAd(api, ad.id, action, reason);
      list.replace(next);
      setMessage(fill(DIALOG[action].done, { title: next.title }));
      setDialog(null);
    } catch (err) {
      setError(actionError(err));
    } finally {
      setPending(false);
    }
  };

  const actionButton = (ad: AdminAd, action: AdModerationAction, label: string) => (
    <Button
      size="sm"
      variant={action === 'restore' ? 'secondary' : action === 'remove' ? 'danger' : 'secondary'}
      aria-label={fill(text.actionFor, { action: label, title: ad.title })}
      onClick={() => open(ad, action)}
    >
      {label}
    </Button>
  );

  const columns: TableColumn<AdminAd>[] = [
    {
      key: 'ad',
      header: text.columns.ad,
      rowHeader: true,
      fullWidth: true,
      cell: (ad) => (
        <AdCell>
          {ad.thumbnail ? <img src={ad.thumbnail} alt="" loading="lazy" /> : <span data-thumb="" aria-hidden="true" />}
          <Link href={`/view/${ad.id}/`}>{ad.title}</Link>
        </AdCell>
      ),
    },
    {
      key: 'owner',
      header: text.columns.owner,
      cell: (ad) => fill(text.ownerLine, { id: ad.owner.id, name: ad.owner.name }),
    },
    { key: 'city', header: text.columns.city, cell: (ad) => ad.city },
    {
      key: 'status',
      header: text.columns.status,
      cell: (ad) => (
        <>
          <Badge tone={ad.status === 'active' ? 'success' : ad.status === 'removed' ? 'danger' : 'neutral'}>
            {text.statuses[ad.status]}
          </Badge>
          {ad.held_by ? <Reason>{ad.held_by === 'admin' ? text.byAdmin : text.byBlock}</Reason> : null}
          {ad.moderation_reason ? <Reason>{ad.moderation_reason}</Reason> : null}
        </>
      ),
    },
    {
      key: 'reports',
      header: text.columns.reports,
      cell: (ad) => (ad.open_reports > 0 ? <Badge tone="danger">{ad.open_reports}</Badge> : '0'),
    },
    {
      key: 'featured',
      header: text.columns.featured,
      cell: (ad) => (ad.featured ? <Badge tone="featured">{text.yes}</Badge> : text.no),
    },
    {
      key: 'actions',
      header: text.columns.actions,
      fullWidth: true,
      cell: (ad) => (
        <Inline gap={2} align="stretch">
          {ad.held_by === 'admin'
            ? actionButton(ad, RESTORE, text.restore)
            : ad.status !== 'removed'
              ? actionButton(ad, REMOVE, text.remove)
              : null}
          {ad.featured ? actionButton(ad, UNFEATURE, text.unfeature) : null}
        </Inline>
      ),
    },
  ];

  const any = adminText.any;
  const d = dialog ? DIALOG[dialog.action] : DIALOG.remove;
  return (
    <AdminPage title={text.title} message={message}>
      <Filters aria-label={text.filtersLabel} onSubmit={apply} noValidate>
        <TextField
          type="search"
          label={text.search}
          hint={text.searchHint}
          value={draft.search}
          onChange={set('search')}
          maxLength={100}
          autoComplete="off"
        />
        <Select
          label={text.status}
          placeholder={any}
          options={STATUSES.map((s) => ({ value: s, label: text.statuses[s] }))}
          value={draft.status}
          onChange={set('status')}
        />
        <Select
          label={text.reported}
          placeholder={any}
          options={[
            { value: 'true', label: text.reportedOptions.true },
            { value: 'false', label: text.reportedOptions.false },
          ]}
          value={draft.reported}
          onChange={set('reported')}
        />
        <Select
          label={text.featured}
          placeholder={any}
          options={[
            { value: 'true', label: text.featuredOptions.true },
            { value: 'false', label: text.featuredOptions.false },
          ]}
          value={draft.featured}
          onChange={set('featured')}
        />
        <TextField label={text.city} value={draft.city} onChange={set('city')} autoComplete="off" />
        <Select
          label={text.category}
          placeholder={any}
          options={cats.map((c) => ({ value: c.slug, label: c.title }))}
          value={draft.category}
          onChange={set('category')}
        />
        <TextField
          id="ads-owner"
          label={text.owner}
          inputMode="numeric"
          autoComplete="off"
          value={draft.owner}
          onChange={set('owner')}
          error={ownerError}
        />
        <FilterButtons>
          <Button type="submit">{adminText.applyFilters}</Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {adminText.clearFilters}
          </Button>
        </FilterButtons>
      </Filters>
      <AdminListBody
        list={list}
        loadingText={text.loading}
        errorText={text.error}
        emptyTitle={text.empty}
        emptyHint={text.emptyHint}
      >
        {(rows) => <ResponsiveTable caption={text.tableCaption} columns={columns} rows={rows} rowKey={(a) => a.id} />}
      </AdminListBody>
      <ReasonDialog
        open={dialog !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !pending) setDialog(null);
        }}
        title={d.title}
        description={dialog ? fill(d.description, { title: dialog.ad.title }) : undefined}
        confirmLabel={d.confirm}
        tone={dialog?.action === 'restore' ? 'primary' : 'danger'}
        pending={pending}
        error={error}
        onConfirm={(reason) => void confirm(reason)}
      />
    </AdminPage>
  );
}
