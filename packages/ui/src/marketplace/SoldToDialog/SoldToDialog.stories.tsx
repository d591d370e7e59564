import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { SoldToDialog, type SoldToDialogProps } from './SoldToDialog';

const onConfirm = fn();

/** "Mark sold" and its question, as My Ads has them: the story owns the open state. */
function MarkSold({
  defaultOpen = false,
  ...props
}: Partial<Omit<SoldToDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Mark sold</Button>
      <SoldToDialog
        buyers={[]}
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={(id) => {
          onConfirm(id);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Marketplace/SoldToDialog',
  component: MarkSold,
  args: {
    buyers: [
      { id: 7, name: 'Rahul Sharma', deal: true },
      { id: 9, name: 'Anil' },
      { id: 12, name: 'सुनीता देवी' },
    ],
  },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
} satisfies Meta<typeof MarkSold>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The accepted offer's buyer first and chosen; arrows move, Mark sold answers the id. */
export const ChooseABuyer: Story = {
  tags: ['!visual'],
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark sold' }));
    const first = await screen.findByRole('radio', { name: /Rahul Sharma/ });
    await expect(first).toBeChecked();
    await expect(first).toHaveFocus();
    await step('choose Anil with the keyboard', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));
      await expect(onConfirm).toHaveBeenLastCalledWith(9);
    });
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** No one chatted about the ad: only "Someone else". */
export const NoBuyers: Story = { args: { defaultOpen: true, buyers: [] } };

export const ServerError: Story = {
  args: { defaultOpen: true, error: 'Choose someone who chatted with you about this ad.' },
};
