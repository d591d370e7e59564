import type { AuditEntry, AuditTarget } from '@haat/contract';
import { Link, ResponsiveTable, Select, type TableColumn } from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type * as admin from '../../api/admin';
import { fill } from '../shared/fill';
import { AdminListBody } from '../shared/admin/AdminListBody';
import { AdminPage } from '../shared/admin/AdminPage';
import { adminText } from '../shared/admin/adminText';
import { formatMoment } from '../shared/admin/format';
import { Filters, Reason } from '../shared/admin/parts';
import { useAdminList } from '../shared/admin/useAdminList';
import { adminQueries } from '../shared/adminData';
import { adminAuditText as text } from './adminAuditText';

const TARGETS = ['user', 'ad', 'report', 'banner'] as const satisfies readonly AuditTarget[];

const Details = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

const Code = styled.code`
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
`;

function Target({ entry }: { entry: AuditEntry }) {
  const label = fill(text.targetLine, { type: text.targets[entry.target_type], id: entry.target_id });
  return entry.target_type === 'ad' ? <Link href={`/view/${entry.target_id}/`}>{label}</Link> : <>{label}</>;
}

const columns: TableColumn<AuditEntry>[] = [
  {
    key: 'when',
    header: text.columns.when,
    rowHeader: true,
    cell: (e) => <time dateTime={e.created_on}>{formatMoment(e.created_on)}</time>,
  },
  { key: 'admin', header: text.columns.admin, cell: (e) => e.admin.name },
  {
    key: 'action',
    header: text.columns.action,
    cell: (e) => (
      <>
        {text.actions[e.action] ?? e.action} <Code>{e.action}</Code>
      </>
    ),
  },
  { key: 'target', header: text.columns.target, cell: (e) => <Target entry={e} /> },
  { key: 'reason', header: text.columns.reason, cell: (e) => <Reason as="span">{e.reason}</Reason> },
  {
    key: 'details',
    header: text.columns.details,
    cell: (e) => {
      const entries = Object.entries(e.details);
      return entries.length ? (
        <Details>
          {entries.map(([key, value]) => (
            <li key={key}>{fill(text.detail, { key, value: String(value) })}</li>
          ))}
        </Details>
      ) : (
        '—'
      );
    },
  },
];

/** `/admin/audit/`: every admin action, newest first, filtered by action and target type; Load more. */
export default function AdminAuditPage() {
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState<AuditTarget | ''>('');
  const filters: admin.AuditFilters = { action: action || undefined, target_type: targetType || undefined };
  const list = useAdminList(adminQueries.audit(filters));
  const filtered = Boolean(action || targetType);
  return (
    <AdminPage title={text.title} message="">
      <Filters aria-label={text.filtersLabel} onSubmit={(event) => event.preventDefault()}>
        <Select
          label={text.action}
          placeholder={adminText.any}
          options={Object.entries(text.actions).map(([value, label]) => ({ value, label }))}
          value={action}
          onChange={setAction}
        />
        <Select
          label={text.targetType}
          placeholder={adminText.any}
          options={TARGETS.map((value) => ({ value, label: text.targets[value] }))}
          value={targetType}
          onChange={(next) => setTargetType(next as AuditTarget | '')}
        />
      </Filters>
      <AdminListBody
        list={list}
        loadingText={text.loading}
        errorText={text.error}
        emptyTitle={filtered ? text.emptyFiltered : text.empty}
      >
        {(rows) => <ResponsiveTable caption={text.tableCaption} columns={columns} rows={rows} rowKey={(e) => e.id} />}
      </AdminListBody>
    </AdminPage>
  );
}
