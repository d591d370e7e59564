import type { Rating } from '@haat/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { RatingForm } from './RatingForm';
import { RatingList } from './RatingList';
import { RatingReply } from './RatingReply';
import { RatingStars } from './RatingStars';
import { defaultRatingText as text } from './ratingText';

const rating = (over: Partial<Rating> = {}): Rating => ({
  id: 1,
  stars: 4,
  text: 'Bike as described, smooth deal.',
  author: { id: 7, name: 'Rahul' },
  author_role: 'buyer',
  subject_id: 3,
  created_on: '2026-11-21T20:00:00Z',
  edited_on: null,
  reply: null,
  ...over,
});

describe('RatingStars', () => {
  test.each([
    [4.5, 12, '4.5 out of 5, 12 ratings', '4.5'],
    [4.25, 1, '4.3 out of 5, 1 rating', '4.3'],
    [5, 3, '5.0 out of 5, 3 ratings', '5.0'],
  ])('%s over %s reads "%s"', (average, count, name, shown) => {
    renderWithTheme(<RatingStars average={average} count={count} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  test('no ratings say so, with no stars to misread', () => {
    renderWithTheme(<RatingStars average={null} count={0} />);
    expect(screen.getByText(text.none)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test("one rating's stars, without a count", () => {
    renderWithTheme(<RatingStars average={1} />);
    expect(screen.getByRole('img', { name: '1 star out of 5' })).toBeInTheDocument();
  });
});

describe('RatingForm', () => {
  test('no stars: the group says so, tied by aria-describedby, and the first star has focus', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<RatingForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onSubmit).not.toHaveBeenCalled();
    const first = screen.getByRole('radio', { name: '1 star out of 5' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(expect.stringContaining(text.starsRequired));
    // Choosing clears it.
    await user.click(screen.getByRole('radio', { name: '4 stars out of 5' }));
    expect(screen.queryByText(text.starsRequired)).toBeNull();
  });

  test('arrow keys move between the stars; the text is trimmed and counted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<RatingForm onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: /Your rating/ });
    await user.click(within(group).getByRole('radio', { name: '3 stars out of 5' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars out of 5' })).toBeChecked();
    const box = screen.getByRole('textbox', { name: text.textLabel });
    await user.type(box, '  Paid on time ');
    expect(box).toHaveAccessibleDescription('15 of 500 characters');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(onSubmit).toHaveBeenCalledWith({ stars: 4, text: 'Paid on time' });
  });

  test('editing starts from the rating and says Save; Cancel and the server error show', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithTheme(
      <RatingForm
        mode="edit"
        defaultValue={{ stars: 2, text: 'Late.' }}
        onSubmit={vi.fn()}
        onCancel={onCancel}
        error="A rating can be edited for 7 days only."
      />,
    );
    expect(screen.getByRole('radio', { name: '2 stars out of 5' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: text.textLabel })).toHaveValue('Late.');
    expect(screen.getByRole('alert')).toHaveTextContent('A rating can be edited for 7 days only.');
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: text.save })).toBeInTheDocument();
  });

  test('the text stops at the limit', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RatingForm onSubmit={vi.fn()} maxLength={10} />);
    const box = screen.getByRole('textbox', { name: text.textLabel });
    await user.type(box, 'abcdefghijklmno');
    expect(box).toHaveValue('abcdefghij');
    expect(box).toHaveAccessibleDescription('10 of 10 characters');
  });
});

describe('RatingList', () => {
  test('each rating: stars, text, who and when (IST), the side of the deal, the reply', () => {
    renderWithTheme(
      <RatingList
        ratings={[
          rating({ reply: { text: 'Thank you!', created_on: '2026-11-22T10:00:00Z' } }),
          rating({
            id: 2,
            stars: 5,
            author: { id: 8, name: 'Meera' },
            author_role: 'seller',
            edited_on: '2026-11-23T00:00:00Z',
          }),
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: text.listHeading });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: '4 stars out of 5' })).toBeInTheDocument();
    // 20:00 UTC on the 21st is the 22nd in India.
    expect(first).toHaveTextContent('Rahul, 22 Nov 2026 · Bought from them');
    expect(first).toHaveTextContent('ReplyThank you!');
    expect(second).toHaveTextContent('Sold to them · Edited');
  });

  test('actions show under each rating they are given for', () => {
    renderWithTheme(
      <RatingList
        ratings={[rating(), rating({ id: 2, reply: { text: 'Thanks', created_on: '2026-11-22T10:00:00Z' } })]}
        actions={(r) => (r.reply ? null : <button type="button">Reply to {r.id}</button>)}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'Reply to 1' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  test('nothing at all without ratings', () => {
    const { container } = renderWithTheme(<RatingList ratings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RatingReply', () => {
  test('Reply opens the field with focus; an empty reply is refused, tied to the field; the text is trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<RatingReply onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: text.replyAction }));
    const field = screen.getByRole('textbox', { name: text.replyLabel });
    expect(field).toHaveFocus();
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: text.replySubmit }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(text.replyRequired));
    expect(field).toHaveFocus();
    await user.type(field, 'Thank you, Rahul!  ');
    await user.click(screen.getByRole('button', { name: text.replySubmit }));
    expect(onSubmit).toHaveBeenCalledWith('Thank you, Rahul!');
  });

  test('Cancel closes it and gives focus back to Reply; the server error is announced', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<RatingReply onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: text.replyAction }));
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.getByRole('button', { name: text.replyAction })).toHaveFocus();
    unmount();
    renderWithTheme(<RatingReply onSubmit={vi.fn()} open error="You have replied to this rating already." />);
    expect(screen.getByRole('alert')).toHaveTextContent('You have replied to this rating already.');
  });

  test('while sending, the field cannot change and Post reply is busy', () => {
    renderWithTheme(<RatingReply onSubmit={vi.fn()} open pending />);
    expect(screen.getByRole('textbox', { name: text.replyLabel })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: text.replySubmit })).toHaveAttribute('aria-busy', 'true');
  });
});
