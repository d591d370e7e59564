import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { accountRoutes } from '../../test/sellerApi';
import { signInSeller, StoryApp } from '../../test/StoryApp';
import { notAllowedText as t } from './notAllowedText';

/** A signed-in customer opening an admin route: a plain page that says no, with a way home. */
const meta = {
  title: 'Pages/Admin/Not allowed',
  component: StoryApp,
  args: { path: '/admin/users/', routes: () => accountRoutes() },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(screen.getByText(t.body)).toBeVisible();
    await expect(screen.getByRole('link', { name: t.home })).toHaveAttribute('href', '/');
  },
};
