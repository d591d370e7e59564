import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminServer, signInAdmin } from '../../test/adminApi';
import { StoryApp } from '../../test/StoryApp';
import { adminBannersText as t } from './adminBannersText';

/** `/admin/banners/` in the real app, signed in as an admin, over the fake admin API. */
const meta = {
  title: 'Pages/Admin/Banners',
  component: StoryApp,
  args: { path: '/admin/banners/', routes: () => adminServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending banners first, each with its 4:1 image, link host as text, owner, city, dates and price. */
export const Queue: Story = {
  play: async () => {
    const first = await screen.findByRole('article', { name: /1005/ });
    await expect(within(first).getByText('sharma-electronics.example.in')).toBeVisible();
    await expect(within(first).getByText('₹245 (₹49 a day)')).toBeVisible();
    const tricky = screen.getByRole('article', { name: /Free gift/ });
    await expect(within(tricky).getByText(t.badLink)).toBeVisible();
    await expect(within(tricky).queryByRole('link')).toBeNull();
  },
};

/** Approving says what will be debited; an owner without the money gets the server's 402 in the dialog. */
export const WalletTooShort: Story = {
  play: async () => {
    const tricky = await screen.findByRole('article', { name: /Free gift/ });
    await userEvent.click(within(tricky).getByRole('button', { name: /^Approve/ }));
    const dialog = await screen.findByRole('alertdialog', { name: t.approveTitle });
    await expect(dialog).toHaveAccessibleDescription(/₹490 will be debited from Priya Nair’s wallet/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and debit ₹490' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Priya Nair's wallet holds ₹100; this banner costs ₹490.",
    );
    // The card was scrolled into view to click it; the fixed dialog stays, the page goes back to its top.
    window.scrollTo(0, 0);
  },
};

/** An approved banner: the status line names the debit and the card shows Approved. */
export const Approved: Story = {
  tags: ['!visual'],
  play: async () => {
    const first = await screen.findByRole('article', { name: /1005/ });
    await userEvent.click(within(first).getByRole('button', { name: /^Approve/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and debit ₹245' }));
    await expect(await screen.findByText(/is approved; ₹245 was debited/)).toHaveAttribute('role', 'status');
    await expect(within(screen.getByRole('article', { name: /1005/ })).getByText(t.statuses.approved)).toBeVisible();
  },
};
