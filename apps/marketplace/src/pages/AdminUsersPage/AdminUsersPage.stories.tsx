import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminServer, signInAdmin } from '../../test/adminApi';
import { never } from '../../test/sellerApi';
import { StoryApp } from '../../test/StoryApp';
import { adminUsersText as t } from './adminUsersText';

/** `/admin/users/` in the real app, signed in as an admin, over the fake admin API. */
const meta = {
  title: 'Pages/Admin/Users',
  component: StoryApp,
  args: { path: '/admin/users/', routes: () => adminServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

/** Accounts with their status (a blocked one with its reason), wallet and joining day; a table, cards on phones. */
export const Accounts: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const ravi = await row('Ravi Kumar');
    await expect(within(ravi).getByText(t.blocked)).toBeVisible();
    await expect(within(ravi).getByRole('button', { name: 'Unblock Ravi Kumar' })).toBeVisible();
    await expect(within(await row('Priya Nair')).getByText('₹1,250.50')).toBeVisible();
  },
};

/** Block asks why; the row shows Blocked with the reason, and the status line says what happened. */
export const BlockAUser: Story = {
  play: async ({ step }) => {
    await step('block Asha with a reason', async () => {
      await userEvent.click(within(await row('Asha Rao')).getByRole('button', { name: 'Block Asha Rao' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake listings reported twice');
      await userEvent.click(within(dialog).getByRole('button', { name: t.blockConfirm }));
    });
    await step('the row changes in place', async () => {
      await expect(await screen.findByText('Asha Rao is blocked. Ads taken out of search: 1.')).toBeVisible();
      const asha = await row('Asha Rao');
      await expect(within(asha).getByText('Fake listings reported twice')).toBeVisible();
      await waitFor(() => expect(within(asha).getByRole('button', { name: 'Unblock Asha Rao' })).toHaveFocus());
    });
  },
};

/** The wallet dialog: the amount first (signed rupees), then the reason; a wrong amount is refused. */
export const AdjustWallet: Story = {
  play: async () => {
    await userEvent.click(within(await row('Priya Nair')).getByRole('button', { name: 'Adjust wallet Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Priya Nair’s wallet' });
    const amount = within(dialog).getByRole('textbox', { name: t.amountLabel });
    await waitFor(() => expect(amount).toHaveFocus());
    await userEvent.type(amount, '150 rupees');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refund for a failed featuring');
    await userEvent.click(within(dialog).getByRole('button', { name: t.adjustConfirm }));
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(t.amountInvalid));
  },
};

/** No account matches the search. */
export const NoMatch: Story = {
  tags: ['!visual'],
  play: async () => {
    const search = await screen.findByRole('search', { name: t.searchLabel });
    await userEvent.type(within(search).getByRole('searchbox', { name: t.searchLabel }), 'zzz');
    await userEvent.click(within(search).getByRole('button', { name: t.search }));
    await expect(await screen.findByRole('heading', { name: t.empty })).toBeVisible();
  },
};

/** The accounts have not arrived yet: the page says so in words. */
export const Loading: Story = {
  tags: ['!visual'],
  args: { routes: () => ({ ...adminServer().routes, 'GET /api/user/': never }) },
  play: async () => {
    await expect(await screen.findByText(t.loading)).toHaveAttribute('role', 'status');
  },
};
