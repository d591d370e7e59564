import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PlanPicker, type PlanOption, type PlanPickerProps } from './PlanPicker';
import { planPickerText } from './planPickerText';

const plans: PlanOption[] = [
  {
    id: 'featured-7',
    title: 'Featured for 7 days',
    days: 7,
    price_paise: 9_900,
    cashback_percent: 50,
    cashback_days: 7,
  },
  {
    id: 'featured-15',
    title: 'Featured for 15 days',
    days: 15,
    price_paise: 17_900,
    cashback_percent: 30,
    cashback_days: 10,
  },
  {
    id: 'featured-30',
    title: 'Featured for 30 days',
    days: 30,
    price_paise: 29_900,
    cashback_percent: 20,
    cashback_days: 15,
  },
];
const withoutCashback: PlanOption[] = [
  ...plans.slice(0, 1),
  { id: 'boost-1', title: 'Boost for a day', days: 1, price_paise: 2_500, cashback_percent: 0, cashback_days: 1 },
];

/** The picker with its choice kept in state, as a page would hold it. */
function ChoosePlan(props: Omit<PlanPickerProps, 'value'> & { initial?: string | null }) {
  const { initial = null, onChange, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PlanPicker
      {...rest}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/PlanPicker',
  component: PlanPicker,
  args: { plans, value: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: every plan states its days, price and cashback. */
export const Unchosen: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: planPickerText.legend });
    await expect(group).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    const week = canvas.getByRole('radio', { name: 'Featured for 7 days ₹99' });
    await expect(week).toHaveAccessibleDescription(
      'Listed first for 7 days Sells within 7 days? 50% (₹49.50) back in your wallet.',
    );
  },
};

export const Chosen: Story = {
  args: { value: 'featured-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Featured for 15 days ₹179' })).toBeChecked();
    await expect(canvas.getByText('Sells within 10 days? 30% (₹53.70) back in your wallet.')).toBeVisible();
  },
};

/** A tap anywhere on a card chooses it; arrow keys move to the next plan, as native radios do. */
export const ChoosingAPlan: Story = {
  tags: ['!visual'],
  render: (args) => <ChoosePlan plans={args.plans} onChange={args.onChange} />,
  play: async ({ args, canvas, step }) => {
    await step('tapping the card chooses its plan', async () => {
      await userEvent.click(canvas.getByText('Listed first for 7 days'));
      await expect(canvas.getByRole('radio', { name: 'Featured for 7 days ₹99' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('featured-7');
    });
    await step('the arrow keys move the choice to the next plan', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const fortnight = canvas.getByRole('radio', { name: 'Featured for 15 days ₹179' });
      await expect(fortnight).toBeChecked();
      await expect(fortnight).toHaveFocus();
      await expect(args.onChange).toHaveBeenLastCalledWith('featured-15');
    });
  },
};

/** Submitted without a choice: the error shows under the plans and is read with each of them. */
export const WithError: Story = {
  args: { error: 'Choose a plan.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a plan.')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeInvalid();
      await expect(radio).toHaveAccessibleDescription(/^Choose a plan\. Listed first for/);
    }
  },
};

/** A plan without cashback says so in words. */
export const NoCashback: Story = {
  args: { plans: withoutCashback },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Boost for a day ₹25' })).toHaveAccessibleDescription(
      'Listed first for 1 day No cashback',
    );
  },
};

/** While the purchase runs, the choice cannot change. */
export const Disabled: Story = {
  args: { value: 'featured-7', disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** A caller's catalogue (Hindi) replaces the picker's words. */
export const Translated: Story = {
  tags: ['!visual'],
  args: {
    text: {
      legend: 'प्लान चुनें',
      days: '{n} दिन तक सबसे ऊपर',
      cashback: '{days} दिन में बिका? {percent}% ({amount}) आपके वॉलेट में वापस।',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'प्लान चुनें' })).toBeVisible();
    await expect(canvas.getByText('7 दिन तक सबसे ऊपर')).toBeVisible();
    await expect(canvas.getByText('7 दिन में बिका? 50% (₹49.50) आपके वॉलेट में वापस।')).toBeVisible();
  },
};

/** Chosen, refused and disabled side by side; the unchosen cards are in each group. */
export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280], height: 1600 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PlanPicker {...args} value="featured-15" />
      <PlanPicker {...args} value={null} error="Choose a plan." />
      <PlanPicker {...args} plans={withoutCashback} value="boost-1" disabled />
    </div>
  ),
};
