import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Marketplace/Footer',
  component: Footer,
  args: { year: 2026, supportEmail: 'support@haat.example', supportPhone: '+91 80 4567 8900' },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/Terms+Conditions/',
    );
    await expect(canvas.getByRole('link', { name: 'support@haat.example' })).toHaveAttribute(
      'href',
      'mailto:support@haat.example',
    );
  },
};

export const WithoutSupportContact: Story = { args: { supportEmail: undefined, supportPhone: undefined } };
