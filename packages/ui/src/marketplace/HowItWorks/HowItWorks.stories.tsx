import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { marketplaceStrings } from '../strings';
import { HowItWorks } from './HowItWorks';

const meta = {
  title: 'Marketplace/HowItWorks',
  component: HowItWorks,
  args: { onCreateAccount: fn() },
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof HowItWorks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: marketplaceStrings.createFreeAccount }));
    await expect(args.onCreateAccount).toHaveBeenCalledTimes(1);
  },
};
