import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { ImageGallery } from './ImageGallery';
import { carPhotos } from './sampleImages';

const title = 'Maruti Suzuki Swift VXi 2019';
const mainImage = () => within(screen.getByRole('group', { name: /of 5/ })).getAllByRole('img')[0]!;

describe('ImageGallery', () => {
  test('shows the first photo with its size and a default alt text', () => {
    renderWithTheme(<ImageGallery images={carPhotos} title={title} />);
    const img = mainImage();
    expect(img).toHaveAttribute('alt', `${title}, photo 1 of 5`);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  });

  test('arrow buttons, arrow keys and thumbnails change the photo', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    renderWithTheme(<ImageGallery images={carPhotos} title={title} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(mainImage()).toHaveAttribute('alt', `${title}, photo 2 of 5`);

    screen.getByRole('group', { name: '2 of 5' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '3 of 5' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Parking space in the society compound' }));
    expect(mainImage()).toHaveAttribute('alt', 'Parking space in the society compound');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 1, 0, 4, 3]);
  });

  test('a horizontal swipe moves one photo; a short drag does not', () => {
    renderWithTheme(<ImageGallery images={carPhotos} title={title} />);
    const stage = screen.getByRole('group', { name: '1 of 5' });
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, button: 0 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 200 });
    expect(screen.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, button: 0 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 280 });
    expect(screen.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerId: 3, clientX: 100, button: 0 });
    fireEvent.pointerUp(stage, { pointerId: 3, clientX: 250 });
    expect(screen.getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
  });

  test('full screen opens in a dialog and Escape returns focus to its button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ImageGallery images={carPhotos} title={title} />);
    const open = screen.getByRole('button', { name: 'View full screen' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', `${title}, photo 2 of 5`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(mainImage()).toHaveAttribute('alt', `${title}, photo 2 of 5`);
  });

  test('without images it shows the placeholder and no controls', () => {
    renderWithTheme(<ImageGallery images={[]} title={title} />);
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
