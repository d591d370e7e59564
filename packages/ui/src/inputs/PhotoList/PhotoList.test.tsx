import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { movePhoto } from './movePhoto';
import { PhotoList, type Photo } from './PhotoList';

test.each([
  [[1, 2, 3], 0, 2, [2, 3, 1]],
  [[1, 2, 3], 2, 0, [3, 1, 2]],
  [[1, 2, 3], 1, 9, [1, 3, 2]],
  [[1, 2, 3], 5, 0, [1, 2, 3]],
])('movePhoto(%j, %i, %i) is %j', (list, from, to, out) => {
  expect(movePhoto(list, from, to)).toEqual(out);
});

const photos: Photo[] = ['a', 'b', 'c'].map((n) => ({ path: `assets/1/${n}.jpg`, url: `https://img.test/${n}.jpg` }));

function Harness({ initial = photos, max }: { initial?: Photo[]; max?: number }) {
  const [value, setValue] = useState<Photo[]>(initial);
  return (
    <>
      <PhotoList
        value={value}
        max={max}
        onChange={setValue}
        upload={async (f) => ({ path: `assets/1/${f.name}`, url: `https://img.test/${f.name}` })}
      />
      <output data-testid="order">{value.map((p) => p.path.slice(9, 10)).join('')}</output>
    </>
  );
}

test('make cover, move, remove and add change the order', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  const order = () => screen.getByTestId('order').textContent;
  await user.click(screen.getByRole('button', { name: 'Make cover: Photo 2 of 3' }));
  expect(order()).toBe('bac');
  await user.click(screen.getByRole('button', { name: 'Move later: Photo 2 of 3' }));
  expect(order()).toBe('bca');
  expect(screen.getByRole('button', { name: 'Move earlier: Photo 1 of 3' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Remove: Photo 1 of 3' }));
  expect(order()).toBe('ca');
  await user.upload(screen.getByLabelText(/Drag and drop/), new File(['x'], 'd.png', { type: 'image/png' }));
  expect(await screen.findByRole('img', { name: 'Photo 3 of 3' })).toHaveAttribute('src', 'https://img.test/d.png');
  expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeInTheDocument();
});

test('dragging a photo onto another moves it there', () => {
  renderWithTheme(<Harness />);
  const items = screen.getAllByRole('listitem');
  fireEvent.dragStart(items[2]!, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
  fireEvent.dragOver(items[0]!);
  fireEvent.drop(items[0]!);
  expect(screen.getByTestId('order')).toHaveTextContent('cab');
  expect(screen.getByText('Photo moved to position 1 of 3.')).toBeInTheDocument();
});

const png = (name: string) => new File(['x'], `${name}.png`, { type: 'image/png' });

test('several photos chosen at once are each uploaded and join the list in order', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Harness initial={[]} />);
  const input = screen.getByLabelText(/Drag and drop photos/) as HTMLInputElement;
  expect(input).toHaveAttribute('multiple');
  await user.upload(input, [png('d'), png('e'), png('f')]);
  expect(await screen.findByRole('img', { name: 'Photo 3 of 3' })).toHaveAttribute('src', 'https://img.test/f.png');
  expect(screen.getByTestId('order')).toHaveTextContent('def');
  expect(screen.getByText('Photo added: 3 of 12.')).toBeInTheDocument();
});

test('a drop of several photos adds as many as there is room for and says the rest were left out', async () => {
  renderWithTheme(<Harness initial={photos.slice(0, 1)} max={3} />);
  fireEvent.drop(screen.getByText(/Drag and drop photos/), { dataTransfer: { files: [png('d'), png('e'), png('f')] } });
  expect(await screen.findByRole('img', { name: 'Photo 3 of 3' })).toHaveAttribute('src', 'https://img.test/e.png');
  expect(screen.getByTestId('order')).toHaveTextContent('ade');
  // The list is full, so the adder has gone; the note says why.
  expect(screen.getByText('You have added 3 photos, the most an ad can have.')).toBeInTheDocument();
});
