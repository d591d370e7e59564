import type { AdminUser } from '@haat/contract';
import {
  Badge,
  Button,
  formatMobile,
  formatPaise,
  Inline,
  ReasonDialog,
  ResponsiveTable,
  TextField,
  type TableColumn,
} from '@haat/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as admin from '../../api/admin';
import { useApi } from '../../api/ApiProvider';
import { fill } from '../shared/fill';
import { AdminListBody } from '../shared/admin/AdminListBody';
import { AdminPage } from '../shared/admin/AdminPage';
import { Reason } from '../shared/admin/parts';
import { actionError, formatDay, newIdempotencyKey } from '../shared/admin/format';
import { useAdminList } from '../shared/admin/useAdminList';
import { adminQueries } from '../shared/adminData';
import { adminUsersText as text } from './adminUsersText';
import { parseRupees } from './parseRupees';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--haat-space-2);
  margin-block-end: var(--haat-space-4);

  > :first-child {
    flex: 1 1 240px;
    max-width: 420px;
  }
`;

type Dialog =
  { kind: 'block' | 'unblock'; user: AdminUser } | { kind: 'wallet'; user: AdminUser; idempotencyKey: string };

const rupees = (wallet: number) => formatPaise(Math.round(wallet * 100));

/** `/admin/users/`: find an account by mobile or name; block, unblock, or adjust its wallet. */
export default function AdminUsersPage() {
  const api = useApi();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useAdminList(adminQueries.users(search));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [message, setMessage] = useState('');

  const open = (next: Dialog) => {
    setError(undefined);
    setAmount('');
    setAmountError(undefined);
    setDialog(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen && !pending) setDialog(null);
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  const block = async (reason: string) => {
    if (!dialog || dialog.kind === 'wallet') return;
    const { user, kind } = dialog;
    setPending(true);
    setError(undefined);
    try {
      const { ads_changed: ads, ...row } = await admin.setBlocked(api, user.id, kind === 'block', reason);
      list.replace(row);
      setMessage(fill(kind === 'block' ? text.blockedDone : text.unblockedDone, { name: row.name, ads }));
      setDialog(null);
    } catch (err) {
      setError(actionError(err));
    } finally {
      setPending(false);
    }
  };

  const adjust = async (reason: string) => {
    if (dialog?.kind !== 'wallet') return;
    const parsed = parseRupees(amount);
    if ('error' in parsed) {
      setAmountError(
        parsed.error === 'zero'
          ? text.amountZero
          : parsed.error === 'tooLarge'
            ? text.amountTooLarge
            : text.amountInvalid,
      );
      document.getElementById('wallet-amount')?.focus();
      return;
    }
    const { user, idempotencyKey } = dialog;
    setAmountError(undefined);
    setPending(true);
    setError(undefined);
    try {
      const done = await admin.adjustWallet(api, user.id, { amountPaise: parsed.paise, reason, idempotencyKey });
      list.replace({ ...user, wallet: done.balance_paise / 100 });
      setMessage(
        fill(parsed.paise > 0 ? text.credited : text.debited, {
          amount: formatPaise(Math.abs(parsed.paise)),
          name: user.name,
          balance: formatPaise(done.balance_paise),
        }),
      );
      setDialog(null);
    } catch (err) {
      setError(actionError(err));
    } finally {
      setPending(false);
    }
  };

  const columns: TableColumn<AdminUser>[] = [
    { key: 'name', header: text.columns.name, cell: (u) => u.name, rowHeader: true, fullWidth: true },
    { key: 'mobile', header: text.columns.mobile, cell: (u) => formatMobile(u.mobile) },
    {
      key: 'status',
      header: text.columns.status,
      cell: (u) => (
        <>
          {u.user_type === 'ADMIN' ? <Badge tone="brand">{text.admin}</Badge> : null}{' '}
          {u.is_active ? (
            <Badge tone="success">{text.active}</Badge>
          ) : (
            <>
              <Badge tone="danger">{text.blocked}</Badge>
              {u.blocked_reason ? <Reason>{u.blocked_reason}</Reason> : null}
            </>
          )}
        </>
      ),
    },
    { key: 'wallet', header: text.columns.wallet, cell: (u) => rupees(u.wallet) },
    { key: 'joined', header: text.columns.joined, cell: (u) => formatDay(u.created_on) },
    {
      key: 'actions',
      header: text.columns.actions,
      fullWidth: true,
      cell: (u) => (
        <Inline gap={2} align="stretch">
          {u.user_type === 'ADMIN' ? null : (
            <Button
              size="sm"
              variant={u.is_active ? 'danger' : 'secondary'}
              aria-label={fill(text.actionFor, { action: u.is_active ? text.block : text.unblock, name: u.name })}
              onClick={() => open({ kind: u.is_active ? 'block' : 'unblock', user: u })}
            >
              {u.is_active ? text.block : text.unblock}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={fill(text.actionFor, { action: text.adjust, name: u.name })}
            onClick={() => open({ kind: 'wallet', user: u, idempotencyKey: newIdempotencyKey() })}
          >
            {text.adjust}
          </Button>
        </Inline>
      ),
    },
  ];

  const blocking = dialog?.kind === 'block';
  const name = dialog?.user.name ?? '';
  return (
    <AdminPage title={text.title} message={message}>
      <Search role="search" aria-label={text.searchLabel} onSubmit={submitSearch}>
        <TextField type="search" label={text.searchLabel} value={draft} onChange={setDraft} />
        <Button type="submit">{text.search}</Button>
      </Search>
      <AdminListBody
        list={list}
        loadingText={text.loading}
        errorText={text.error}
        emptyTitle={text.empty}
        emptyHint={text.emptyHint}
      >
        {(rows) => <ResponsiveTable caption={text.tableCaption} columns={columns} rows={rows} rowKey={(u) => u.id} />}
      </AdminListBody>
      <ReasonDialog
        open={dialog?.kind === 'block' || dialog?.kind === 'unblock'}
        onOpenChange={close}
        title={fill(blocking ? text.blockTitle : text.unblockTitle, { name })}
        description={blocking ? text.blockDescription : text.unblockDescription}
        confirmLabel={blocking ? text.blockConfirm : text.unblockConfirm}
        tone={blocking ? 'danger' : 'primary'}
        pending={pending}
        error={error}
        onConfirm={(reason) => void block(reason)}
      />
      <ReasonDialog
        open={dialog?.kind === 'wallet'}
        onOpenChange={close}
        title={fill(text.adjustTitle, { name })}
        description={dialog ? fill(text.adjustDescription, { balance: rupees(dialog.user.wallet) }) : undefined}
        confirmLabel={text.adjustConfirm}
        tone="primary"
        pending={pending}
        error={error}
        text={{ hint: text.reasonHint }}
        onConfirm={(reason) => void adjust(reason)}
      >
        <TextField
          id="wallet-amount"
          label={text.amountLabel}
          hint={text.amountHint}
          inputMode="decimal"
          autoComplete="off"
          aria-required="true"
          value={amount}
          onChange={(next) => {
            setAmount(next);
            if (amountError) setAmountError(undefined);
          }}
          error={amountError}
          readOnly={pending}
        />
      </ReasonDialog>
    </AdminPage>
  );
}
