import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { Badge } from '../Badge';
import { formatPrice } from '../format';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

interface Account {
  id: number;
  name: string;
  mobile: string;
  blocked: string | null;
  wallet: number;
}

const accounts: Account[] = [
  { id: 1, name: 'Asha Rao', mobile: '+91 98765 43210', blocked: null, wallet: 450 },
  { id: 2, name: 'Ravi Kumar', mobile: '+91 91234 56780', blocked: 'Asked buyers to pay in advance.', wallet: 0 },
  { id: 3, name: 'Meenakshi Sundaram Venkataraman', mobile: '+91 99887 76655', blocked: null, wallet: 12500 },
];

const columns: TableColumn<Account>[] = [
  { key: 'name', header: 'Name', cell: (a) => a.name, rowHeader: true, fullWidth: true },
  { key: 'mobile', header: 'Mobile', cell: (a) => a.mobile },
  {
    key: 'status',
    header: 'Status',
    cell: (a) =>
      a.blocked ? (
        <>
          <Badge tone="danger">Blocked</Badge> {a.blocked}
        </>
      ) : (
        <Badge tone="success">Active</Badge>
      ),
  },
  { key: 'wallet', header: 'Wallet', cell: (a) => formatPrice(a.wallet) },
  {
    key: 'actions',
    header: 'Actions',
    fullWidth: true,
    cell: (a) => (
      <Button size="sm" variant="secondary" aria-label={`Block ${a.name}`}>
        Block
      </Button>
    ),
  },
];

function Accounts({ rows = accounts }: { rows?: Account[] }) {
  return <ResponsiveTable caption="Accounts" columns={columns} rows={rows} rowKey={(a) => a.id} />;
}

const meta = {
  title: 'Marketplace/ResponsiveTable',
  component: Accounts,
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof Accounts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table from 768 px up; cards on phones, each line naming its column. Row headers name each row. */
export const AllStates: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Accounts' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Mobile', 'Status', 'Wallet', 'Actions']);
    await expect(within(table).getByRole('rowheader', { name: 'Ravi Kumar' })).toBeVisible();
    await expect(within(table).getByText('Asked buyers to pay in advance.')).toBeVisible();
  },
};

/** No rows: the screen around the table shows its own empty state instead. */
export const Empty: Story = {
  tags: ['!visual'],
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Accounts' })).getAllByRole('row')).toHaveLength(1);
  },
};
