import type { AdminBanner, BannerStatus } from '@haat/contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  formatMobile,
  formatPaise,
  Inline,
  linkHost,
  ReasonDialog,
  Select,
  Stack,
} from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';
import * as admin from '../../api/admin';
import { useApi } from '../../api/ApiProvider';
import { fill } from '../shared/fill';
import { AdminListBody } from '../shared/admin/AdminListBody';
import { AdminPage } from '../shared/admin/AdminPage';
import { actionError, formatDay } from '../shared/admin/format';
import { Card, Facts } from '../shared/admin/parts';
import { useAdminList } from '../shared/admin/useAdminList';
import { adminQueries } from '../shared/adminData';
import { adminBannersText as text } from './adminBannersText';

const STATUSES = ['pending', 'approved', 'rejected', 'live', 'ended'] as const satisfies readonly BannerStatus[];

const Filter = styled.div`
  max-width: 280px;
  margin-block-end: var(--haat-space-4);
`;

const Item = styled(Card)`
  img {
    display: block;
    width: 100%;
    max-width: 600px;
    aspect-ratio: 4 / 1;
    object-fit: cover;
    border-radius: var(--haat-radius-md);
    background: var(--haat-color-bg-muted);
  }
`;

type Pending = { banner: AdminBanner; decision: 'approve' | 'reject' };

const TONE: Record<BannerStatus, 'neutral' | 'success' | 'danger' | 'brand'> = {
  pending: 'brand',
  approved: 'success',
  live: 'success',
  rejected: 'danger',
  ended: 'neutral',
};

/** `/admin/banners/`: customers' banners to review, pending first; approve (the owner pays) or reject. */
export default function AdminBannersPage() {
  const api = useApi();
  const [status, setStatus] = useState<BannerStatus | ''>('');
  const list = useAdminList(adminQueries.banners(status));
  const [dialog, setDialog] = useState<Pending | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState('');

  const decide = async (reason: string) => {
    if (!dialog) return;
    const { banner, decision } = dialog;
    setPending(true);
    setError(undefined);
    try {
      const next = await admin.reviewBanner(api, banner.id, { approve: decision === 'approve', reason });
      list.replace(next);
      setMessage(
        fill(decision === 'approve' ? text.approved : text.rejected, {
          title: next.title,
          amount: formatPaise(next.charged_paise),
          owner: next.owner.name,
        }),
      );
      setDialog(null);
    } catch (err) {
      setError(actionError(err));
    } finally {
      setPending(false);
    }
  };

  const open = (banner: AdminBanner, decision: Pending['decision']) => {
    setError(undefined);
    setDialog({ banner, decision });
  };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen && !pending) setDialog(null);
  };

  const b = dialog?.banner;
  const amount = b ? formatPaise(b.total_paise) : '';
  return (
    <AdminPage title={text.title} message={message}>
      <Filter>
        <Select
          label={text.statusFilter}
          placeholder={text.allStatuses}
          options={STATUSES.map((s) => ({ value: s, label: text.statuses[s] }))}
          value={status}
          onChange={(next) => setStatus(next as BannerStatus | '')}
        />
      </Filter>
      <AdminListBody
        list={list}
        loadingText={text.loading}
        errorText={text.error}
        emptyTitle={text.empty}
        emptyHint={text.emptyHint}
      >
        {(rows) => (
          <Stack as="ul" gap={4} aria-label={text.listLabel}>
            {rows.map((banner) => {
              const host = linkHost(banner.link);
              return (
                <li key={banner.id}>
                  <Item aria-labelledby={`banner-${banner.id}`}>
                    <img
                      src={banner.image.narrow}
                      alt={fill(text.imageAlt, { title: banner.title })}
                      width={600}
                      height={150}
                      loading="lazy"
                    />
                    <h2 id={`banner-${banner.id}`}>
                      <span>{banner.title}</span>
                      <Badge tone={TONE[banner.status]}>{text.statuses[banner.status]}</Badge>
                    </h2>
                    <Facts>
                      <dt>{text.link}</dt>
                      <dd>{host ?? text.badLink}</dd>
                      <dt>{text.owner}</dt>
                      <dd>
                        {fill(text.ownerLine, { name: banner.owner.name, mobile: formatMobile(banner.owner.mobile) })}
                      </dd>
                      <dt>{text.city}</dt>
                      <dd>{banner.city || text.allCities}</dd>
                      <dt>{text.dates}</dt>
                      <dd>
                        {fill(text.dateRange, {
                          start: formatDay(banner.start_date),
                          end: formatDay(banner.end_date),
                          days: banner.days,
                        })}
                      </dd>
                      <dt>{text.price}</dt>
                      <dd>
                        {fill(text.priceLine, {
                          total: formatPaise(banner.total_paise),
                          perDay: formatPaise(banner.price_per_day_paise),
                        })}
                      </dd>
                      {banner.reject_reason ? (
                        <>
                          <dt>{text.rejectReason}</dt>
                          <dd>{banner.reject_reason}</dd>
                        </>
                      ) : null}
                    </Facts>
                    {banner.status === 'pending' ? (
                      <Inline gap={2} align="stretch">
                        <Button
                          size="sm"
                          aria-label={fill(text.actionFor, { action: text.approve, title: banner.title })}
                          onClick={() => open(banner, 'approve')}
                        >
                          {text.approve}
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={fill(text.actionFor, { action: text.reject, title: banner.title })}
                          onClick={() => open(banner, 'reject')}
                        >
                          {text.reject}
                        </Button>
                      </Inline>
                    ) : null}
                  </Item>
                </li>
              );
            })}
          </Stack>
        )}
      </AdminListBody>
      <ConfirmDialog
        open={dialog?.decision === 'approve'}
        onOpenChange={onOpenChange}
        title={text.approveTitle}
        description={
          b ? fill(text.approveDescription, { amount, owner: b.owner.name, days: b.days, title: b.title }) : undefined
        }
        confirmLabel={fill(text.approveConfirm, { amount })}
        tone="primary"
        pending={pending}
        error={error}
        onConfirm={() => void decide('')}
      />
      <ReasonDialog
        open={dialog?.decision === 'reject'}
        onOpenChange={onOpenChange}
        title={text.rejectTitle}
        description={b ? fill(text.rejectDescription, { title: b.title }) : undefined}
        confirmLabel={text.rejectConfirm}
        pending={pending}
        error={error}
        text={{ hint: text.rejectHint }}
        onConfirm={(reason) => void decide(reason)}
      />
    </AdminPage>
  );
}
