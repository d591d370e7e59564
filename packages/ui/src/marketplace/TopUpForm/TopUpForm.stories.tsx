import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TopUpForm } from './TopUpForm';
import { topUpFormText } from './topUpFormText';

const meta = {
  title: 'Marketplace/TopUpForm',
  component: TopUpForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof TopUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const range = 'Enter an amount between ₹10 and ₹50,000.';

/** Nothing typed yet: the button says Top up and the quick amounts are offered. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: topUpFormText.label })).toHaveAccessibleDescription(
      'From ₹10 to ₹50,000.',
    );
    await expect(canvas.getByRole('group', { name: topUpFormText.presets })).toBeVisible();
    await expect(canvas.getByRole('button', { name: topUpFormText.submit })).toBeVisible();
  },
};

/** The user types an amount; the button names it and the caller receives paise. */
export const TypingAnAmount: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, step }) => {
    const field = canvas.getByRole('textbox', { name: topUpFormText.label });
    await step('the button follows the amount typed', async () => {
      await userEvent.type(field, '99.5');
      await expect(canvas.getByRole('button', { name: 'Add ₹99.50' })).toBeVisible();
    });
    await step('Enter submits the amount in paise', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith(9_950);
    });
  },
};

/** A quick amount fills the field; submitting sends it. */
export const ChoosingAQuickAmount: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '₹500' }));
    await expect(canvas.getByRole('textbox', { name: topUpFormText.label })).toHaveValue('500');
    await userEvent.click(canvas.getByRole('button', { name: 'Add ₹500' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(50_000);
  },
};

/** Below ₹10: the form refuses, says why next to the field and puts focus back in it. */
export const TooSmall: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: topUpFormText.label });
    await userEvent.type(field, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add ₹5' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(`${range} From ₹10 to ₹50,000.`);
    await expect(field).toHaveFocus();
  },
};

/** Empty, too large, or more than 2 decimals: each gets its own message, cleared once fixed. */
export const RefusedAmounts: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, step }) => {
    const field = canvas.getByRole('textbox', { name: topUpFormText.label });
    const submit = () => userEvent.keyboard('{Enter}');
    await step('an empty field', async () => {
      await userEvent.click(field);
      await submit();
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${topUpFormText.required}`));
    });
    await step('more than ₹50,000', async () => {
      await userEvent.type(field, '50000.01');
      await submit();
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${range}`));
    });
    await step('three decimals', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '12.345');
      await submit();
      await expect(field).toHaveAccessibleDescription(
        new RegExp(`^${topUpFormText.invalid.replace(/[().]/g, '\\$&')}`),
      );
    });
    await step('a valid amount clears the message', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '50000');
      await expect(field).not.toBeInvalid();
      await submit();
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).toHaveBeenCalledWith(5_000_000);
    });
  },
};

/** The top-up is starting: the button is busy and a second press sends nothing. */
export const Pending: Story = {
  args: { defaultAmountPaise: 50_000, pending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add ₹500' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '₹1,000' })).toBeDisabled();
  },
};

/** The server refused or failed: its message is shown and announced. */
export const ServerError: Story = {
  args: { defaultAmountPaise: 50_000, error: 'Payments are not available right now. Try again in a few minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payments are not available right now.');
  },
};

/** The test payment provider: the note says so before the button, which it describes. */
export const TestMode: Story = {
  args: { testMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(topUpFormText.testMode)).toBeVisible();
    await expect(canvas.getByRole('button', { name: topUpFormText.submit })).toHaveAccessibleDescription(
      topUpFormText.testMode,
    );
  },
};

/** A caller's catalogue (Hindi) replaces the form's words. */
export const Translated: Story = {
  tags: ['!visual'],
  args: { text: { label: 'राशि (₹)', submit: 'पैसे जोड़ें', submitAmount: '{amount} जोड़ें', required: 'राशि लिखें।' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'राशि (₹)' });
    await userEvent.click(canvas.getByRole('button', { name: 'पैसे जोड़ें' }));
    await expect(field).toHaveAccessibleDescription(/^राशि लिखें।/);
    await userEvent.type(field, '250');
    await expect(canvas.getByRole('button', { name: '₹250 जोड़ें' })).toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280], height: 1400 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      <TopUpForm {...args} testMode />
      <TopUpForm {...args} defaultAmountPaise={9_950} />
      <TopUpForm {...args} defaultAmountPaise={50_000} pending />
      <TopUpForm {...args} defaultAmountPaise={50_000} error="Payments are not available right now." />
    </div>
  ),
};
