import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Button } from '../../inputs/Button';
import { renderWithTheme } from '../../test/renderWithTheme';
import { SoldToDialog, type SoldToBuyer } from './SoldToDialog';
import { defaultSoldToDialogText as text } from './soldToDialogText';

const buyers: SoldToBuyer[] = [
  { id: 7, name: 'Rahul', deal: true },
  { id: 9, name: 'Anil' },
];

function MarkSold({ onConfirm, list = buyers }: { onConfirm: (id: number | null) => void; list?: SoldToBuyer[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Mark sold</Button>
      <SoldToDialog open={open} onOpenChange={setOpen} buyers={list} onConfirm={onConfirm} />
    </>
  );
}

test('asks who bought it: the accepted offer’s buyer first and chosen, then the others, then Someone else', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  renderWithTheme(<MarkSold onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Mark sold' }));
  const dialog = await screen.findByRole('dialog', { name: text.title });
  expect(dialog).toHaveAccessibleDescription(text.description);
  const radios = screen.getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([`Rahul${text.deal}`, 'Anil', text.someoneElse]);
  expect(radios[0]).toBeChecked();
  expect(radios[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Anil' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: text.confirm }));
  expect(onConfirm).toHaveBeenCalledWith(9);
});

test('"Someone else" answers null; with no buyers it is the only choice', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  renderWithTheme(<MarkSold onConfirm={onConfirm} list={[]} />);
  await user.click(screen.getByRole('button', { name: 'Mark sold' }));
  expect(await screen.findByRole('radio', { name: text.someoneElse })).toBeChecked();
  await user.click(screen.getByRole('button', { name: text.confirm }));
  expect(onConfirm).toHaveBeenCalledWith(null);
});

test('Escape closes it and focus returns to the trigger', async () => {
  const user = userEvent.setup();
  renderWithTheme(<MarkSold onConfirm={vi.fn()} />);
  const trigger = screen.getByRole('button', { name: 'Mark sold' });
  await user.click(trigger);
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(trigger).toHaveFocus();
});
