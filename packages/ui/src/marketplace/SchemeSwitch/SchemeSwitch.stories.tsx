import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SchemeSwitch, type Scheme } from './SchemeSwitch';

/** The story owns the choice, as the app does (it also writes the cookie and the page's attribute). */
function Switch({ initial = 'system', onChange }: { initial?: Scheme; onChange?: (next: Scheme) => void }) {
  const [scheme, setScheme] = useState<Scheme>(initial);
  return (
    <div style={{ width: 228 }}>
      <SchemeSwitch
        value={scheme}
        onChange={(next) => {
          onChange?.(next);
          setScheme(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Marketplace/SchemeSwitch',
  component: Switch,
  args: { onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Following the phone's setting, the default. */
export const System: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Appearance' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
  },
};

/** A click or the arrow keys choose; the group is one tab stop. */
export const Choosing: Story = {
  play: async ({ canvas, args, step }) => {
    await step('Dark is chosen with a click', async () => {
      await userEvent.click(canvas.getByText('Dark'));
      await expect(args.onChange).toHaveBeenLastCalledWith('dark');
      await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    });
    await step('Left arrow moves back to Light', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onChange).toHaveBeenLastCalledWith('light');
      await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    });
  },
};

/** The three choices, each chosen once: the visual baseline. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch initial="system" />
      <Switch initial="light" />
      <Switch initial="dark" />
    </div>
  ),
};
