import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: 'Post Free Ad', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Free Ad' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'VIEW ALL' } };
export const Accent: Story = { args: { variant: 'accent', children: 'Make Featured' } };
export const Loading: Story = {
  args: { loading: true, children: 'Load More' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {(['primary', 'secondary', 'accent', 'ghost', 'danger', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant} · हाट
        </Button>
      ))}
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};
