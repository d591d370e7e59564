import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { WalletStatement, type WalletStatementTransaction } from './WalletStatement';
import { walletStatementText } from './walletStatementText';

// Fixed times (UTC); the browser tests run in India Standard Time, so 11:00Z reads 4:30 pm.
const recent: WalletStatementTransaction[] = [
  {
    id: 6,
    kind: 'cashback',
    amount_paise: 4_950,
    balance_after_paise: 62_950,
    description: '50% cashback for selling Royal Enfield Classic 350',
    link: '/view/41/',
    created_on: '2026-11-21T11:00:00Z',
  },
  {
    id: 5,
    kind: 'feature',
    amount_paise: -9_900,
    balance_after_paise: 58_000,
    description: 'Featured for 7 days: Royal Enfield Classic 350',
    link: '/view/41/',
    created_on: '2026-11-18T04:15:00Z',
  },
  {
    id: 4,
    kind: 'topup',
    amount_paise: 50_000,
    balance_after_paise: 67_900,
    description: 'Wallet top-up',
    link: null,
    created_on: '2026-11-17T18:40:00Z',
  },
];
const older: WalletStatementTransaction[] = [
  {
    id: 3,
    kind: 'refund',
    amount_paise: 17_900,
    balance_after_paise: 17_900,
    description: 'Refund: featuring of Samsung 55 inch 4K TV could not start',
    link: null,
    created_on: '2026-10-02T06:30:00Z',
  },
  {
    id: 2,
    kind: 'banner',
    amount_paise: -17_900,
    balance_after_paise: 0,
    description: 'Home page banner for 3 days',
    link: null,
    created_on: '2026-10-01T09:05:00Z',
  },
  {
    id: 1,
    kind: 'adjustment',
    amount_paise: 17_900,
    balance_after_paise: 17_900,
    description: 'Goodwill credit from Haat support',
    link: null,
    created_on: '2026-09-30T12:00:00Z',
  },
];

const onLoadMore = fn();

/** A statement that loads its older page when asked, as the wallet page does. */
function LoadOlder() {
  const [rows, setRows] = useState(recent);
  return (
    <WalletStatement
      balancePaise={62_950}
      transactions={rows}
      status="ready"
      hasMore={rows.length === recent.length}
      onLoadMore={() => {
        onLoadMore();
        setRows([...recent, ...older]);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/WalletStatement',
  component: WalletStatement,
  args: {
    balancePaise: 62_950,
    transactions: recent,
    status: 'ready',
    onLoadMore: fn(),
    onRetry: fn(),
    actions: <Button>Top up</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, Top up beside it, and each row's kind, time, signed amount and balance after. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: walletStatementText.balance })).toBeVisible();
    await expect(canvas.getByText('₹629.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: walletStatementText.transactions })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Cashback');
    await expect(rows[0]).toHaveTextContent('21 Nov 2026, 4:30 pm');
    await expect(rows[0]).toHaveTextContent('+₹49.50');
    await expect(rows[1]).toHaveTextContent('Featured ad');
    await expect(rows[1]).toHaveTextContent('−₹99');
    await expect(rows[1]).toHaveTextContent('Balance ₹580');
    await expect(rows[2]).toHaveTextContent('Top-up');
    await expect(rows[2]).toHaveTextContent('18 Nov 2026, 12:10 am');
    await expect(canvas.getAllByRole('link', { name: /Royal Enfield Classic 350/ })[0]).toHaveAttribute(
      'href',
      '/view/41/',
    );
    await expect(canvas.queryByRole('button', { name: walletStatementText.loadMore })).toBeNull();
  },
};

export const Empty: Story = {
  args: { balancePaise: 0, transactions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(walletStatementText.empty)).toBeVisible();
    await expect(canvas.getByText('₹0')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { transactions: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(walletStatementText.loading);
    await expect(canvas.queryByText('₹629.50')).toBeNull();
  },
};

/** The wallet did not load: the user is told so and can try again. */
export const LoadFailed: Story = {
  args: { transactions: [], status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(walletStatementText.error);
    await userEvent.click(canvas.getByRole('button', { name: walletStatementText.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Older transactions wait behind Load more. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: walletStatementText.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is on its way: Load more is busy and a second click does nothing. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: walletStatementText.loadMore });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Loading the older page adds its rows under the newer ones; with none left, Load more goes. */
export const LoadingOlderTransactions: Story = {
  tags: ['!visual'],
  render: () => <LoadOlder />,
  play: async ({ canvas }) => {
    onLoadMore.mockClear();
    const list = canvas.getByRole('list', { name: walletStatementText.transactions });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: walletStatementText.loadMore }));
    await expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('listitem')[5]).toHaveTextContent('Adjustment');
    await expect(canvas.queryByRole('button', { name: walletStatementText.loadMore })).toBeNull();
  },
};

/** A caller's catalogue (Hindi) replaces the statement's words. */
export const Translated: Story = {
  tags: ['!visual'],
  args: {
    text: { balance: 'वॉलेट बैलेंस', transactions: 'लेन-देन', kindCashback: 'कैशबैक', balanceAfter: 'बैलेंस {amount}' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'वॉलेट बैलेंस' })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'लेन-देन' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('कैशबैक');
    await expect(rows[0]).toHaveTextContent('बैलेंस ₹629.50');
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280], height: 1600 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WalletStatement {...args} transactions={[...recent, ...older]} hasMore loadingMore />
      <WalletStatement {...args} balancePaise={0} transactions={[]} actions={undefined} headingLevel={3} />
      <WalletStatement {...args} transactions={[]} status="loading" headingLevel={3} />
      <WalletStatement {...args} transactions={[]} status="error" headingLevel={3} />
    </div>
  ),
};
