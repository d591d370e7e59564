import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MakeOffer } from './MakeOffer';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Marketplace/OfferCard',
  component: OfferCard,
  args: {
    amountPaise: 4500000,
    status: 'pending',
    mine: false,
    askingPrice: 52000,
    onAccept: fn(),
    onDecline: fn(),
    onCounter: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The other person's pending offer: Accept, Counter, Decline. */
export const Actionable: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Their offer')).toBeVisible();
    await expect(canvas.getByText('₹45,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

/** My own pending offer: no answers. */
export const MinePending: Story = {
  args: { mine: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your offer')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Accepted: Story = { args: { status: 'accepted' } };
export const Declined: Story = { args: { status: 'declined', mine: true } };
export const Countered: Story = { args: { status: 'countered' } };
export const Withdrawn: Story = { args: { status: 'withdrawn', mine: true } };

/** An answer on its way: the buttons are off. */
export const Busy: Story = { args: { pending: true } };

/** The server refused the answer: its words on the card. */
export const ServerError: Story = { args: { error: 'This offer has already been answered.' } };

/** Counter opens the amount; more than the asking price is refused before sending. */
export const CounterWithError: Story = {
  play: async ({ args, canvas, step }) => {
    await step('open the counter-offer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Counter' }));
    });
    const amount = await canvas.findByRole('textbox', { name: /Your counter-offer in rupees/ });
    await step('an amount over the asking price is refused', async () => {
      await userEvent.type(amount, '60000');
      await userEvent.click(canvas.getByRole('button', { name: 'Send counter-offer' }));
      await expect(args.onCounter).not.toHaveBeenCalled();
      await expect(amount).toHaveAccessibleDescription('Offer no more than the asking price, ₹52,000.');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const CounterSent: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Counter' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your counter-offer/ }), '48000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send counter-offer' }));
    await expect(args.onCounter).toHaveBeenCalledWith(4800000);
  },
};

/** "Make an offer" above the composer opens the amount form. */
export const MakeAnOffer: Story = {
  render: (args) => <MakeOffer askingPrice={args.askingPrice} onOffer={args.onCounter ?? fn()} />,
  play: async ({ args, canvas, step }) => {
    await step('open the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }));
    });
    const amount = await canvas.findByRole('textbox', { name: /Your offer in rupees/ });
    await expect(amount).toHaveFocus();
    await step('an empty amount is refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      await expect(amount).toHaveAccessibleDescription('Offer at least ₹1.');
    });
    await step('a valid amount is sent in paise', async () => {
      await userEvent.type(amount, '45000');
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      await expect(args.onCounter).toHaveBeenCalledWith(4500000);
    });
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <OfferCard {...args} />
      <OfferCard {...args} mine />
      <OfferCard {...args} status="accepted" />
      <OfferCard {...args} status="declined" mine />
      <OfferCard {...args} status="countered" />
      <OfferCard {...args} status="withdrawn" mine />
      <OfferCard {...args} pending error="This offer has already been answered." />
    </div>
  ),
};
