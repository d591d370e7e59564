import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../inputs/Button';
import { Select } from '../../inputs/Select';
import { TextField } from '../../inputs/TextField';
import { useState } from 'react';
import { BottomSheet, type BottomSheetProps } from './BottomSheet';

const cityOptions = ['Bengaluru', 'Delhi', 'Mumbai', 'Pune'].map((c) => ({ value: c, label: c }));

const meta = {
  title: 'Marketplace/BottomSheet',
  component: BottomSheet,
  args: {
    title: 'Filters',
    trigger: <Button variant="secondary">Filters (2)</Button>,
    onOpenChange: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Select label="City" placeholder="All cities" options={cityOptions} value="Pune" onChange={() => {}} />
        <TextField label="Brand" defaultValue="Maruti" />
      </div>
    ),
    footer: <Button>Show results</Button>,
  },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Open: a labelled dialog at the bottom of the screen; focus is inside it and stays there. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await step('Tab cycles inside the sheet', async () => {
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      for (let i = 0; i < 6; i++) {
        await userEvent.tab();
        await expect(dialog.contains(document.activeElement)).toBe(true);
      }
    });
    await step('the sheet sits on the bottom edge of the screen', async () => {
      const box = dialog.getBoundingClientRect();
      await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    });
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButtonClosesAndReturnsFocus: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** More content than fits: the body scrolls, the title and the footer stay in view. */
export const LongContent: Story = {
  args: {
    description: 'Choices apply at once; typed values on Show results.',
    defaultOpen: true,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <TextField key={i} label={`Detail ${i + 1}`} />
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await expect(dialog).toHaveAccessibleDescription('Choices apply at once; typed values on Show results.');
    const footer = within(dialog).getByRole('button', { name: 'Show results' });
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThan(0);
  },
};

function OpenedFromElsewhere(props: Omit<BottomSheetProps, 'trigger' | 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        Filters (2)
      </Button>
      <BottomSheet {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Controlled, with no `trigger`: focus still goes back to the button that opened it. */
export const ControlledWithoutTrigger: Story = {
  tags: ['!visual'],
  render: (args) => <OpenedFromElsewhere title={args.title} footer={args.footer} children={args.children} />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
