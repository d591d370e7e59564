import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminServer, signInAdmin } from '../../test/adminApi';
import { StoryApp } from '../../test/StoryApp';
import { adminAdsText as t } from './adminAdsText';

/** `/admin/products/` in the real app, signed in as an admin, over the fake admin API. */
const meta = {
  title: 'Pages/Admin/Ads',
  component: StoryApp,
  args: { path: '/admin/products/', routes: () => adminServer().routes },
  beforeEach: () => signInAdmin(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = async (title: RegExp) => (await screen.findByRole('link', { name: title })).closest('tr')!;

/** Every ad with its filters: a reported one, a featured one, one an admin removed (its title, with markup, stays text). */
export const AllAds: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const iphone = await row(/iPhone 15 Pro/);
    await expect(within(iphone).getByText('Ravi Kumar (#12)')).toBeVisible();
    await expect(within(iphone).getByRole('button', { name: /^Remove/ })).toBeVisible();
    const sofa = await row(/Used sofa set/);
    await expect(within(sofa).getByText('Duplicate of ad 58.')).toBeVisible();
    await expect(sofa.querySelector('script')).toBeNull();
  },
};

/** Remove asks why; the dialog shows the title of the ad it will take down. */
export const RemoveDialog: Story = {
  play: async () => {
    await userEvent.click(within(await row(/iPhone 15 Pro/)).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle });
    await expect(dialog).toHaveAccessibleDescription(/iPhone 15 Pro at half price/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Advance-payment scam');
  },
};

/** After a removal: the row says Removed with the reason, and offers Restore. */
export const Removed: Story = {
  tags: ['!visual'],
  play: async () => {
    await userEvent.click(within(await row(/iPhone 15 Pro/)).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Advance-payment scam');
    await userEvent.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
    await expect(await screen.findByText(/is removed\.$/)).toHaveAttribute('role', 'status');
    await expect(within(await row(/iPhone 15 Pro/)).getByRole('button', { name: /^Restore/ })).toBeVisible();
  },
};

/** Filters that match nothing. */
export const NoMatch: Story = {
  tags: ['!visual'],
  args: { routes: () => adminServer({ ads: [] }).routes },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: t.empty })).toBeVisible();
  },
};
