import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RatingForm } from './RatingForm';

const meta = {
  title: 'Marketplace/RatingForm',
  component: RatingForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof RatingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Posting without stars: the group's error, tied to the stars, and focus on the first star. */
export const NoStars: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post rating' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const first = canvas.getByRole('radio', { name: '1 star out of 5' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
  },
};

/** Stars by keyboard, a few words, posted. */
export const Rated: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, step }) => {
    await step('choose 5 stars with the arrow keys', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: '4 stars out of 5' }));
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '5 stars out of 5' })).toBeChecked();
    });
    await step('write and post', async () => {
      await userEvent.type(canvas.getByRole('textbox'), 'Paid on time, very polite.');
      await userEvent.click(canvas.getByRole('button', { name: 'Post rating' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 5, text: 'Paid on time, very polite.' });
    });
  },
};

/** Editing within the week: the rating as given, and Save. */
export const Editing: Story = {
  args: { mode: 'edit', defaultValue: { stars: 3, text: 'The bike was fine, the seller came late.' } },
};

export const Sending: Story = { args: { defaultValue: { stars: 4 }, pending: true } };

export const ServerError: Story = {
  args: { mode: 'edit', defaultValue: { stars: 2 }, error: 'A rating can be edited for 7 days only.' },
};
