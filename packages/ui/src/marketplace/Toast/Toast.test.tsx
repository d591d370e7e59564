import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Toaster } from './Toast';
import { createToaster, type Schedule } from './toaster';

/** A hand-driven scheduler: `flush(ms)` runs what is due. */
function manualSchedule() {
  let now = 0;
  const pending = new Set<{ at: number; run: () => void }>();
  const schedule: Schedule = (run, ms) => {
    const entry = { at: now + ms, run };
    pending.add(entry);
    return () => pending.delete(entry);
  };
  const flush = (ms: number) => {
    now += ms;
    for (const entry of [...pending]) {
      if (entry.at > now) continue;
      pending.delete(entry);
      entry.run();
    }
  };
  return { schedule, flush, pending };
}

describe('Toaster', () => {
  test('shows messages in a polite status region without moving focus', () => {
    const toaster = createToaster({ autoDismissMs: null });
    renderWithTheme(
      <>
        <button type="button">Post Free Ad</button>
        <Toaster toaster={toaster} />
      </>,
    );
    screen.getByRole('button', { name: 'Post Free Ad' }).focus();
    act(() => void toaster.show({ message: 'Could not load ads. Please try again.', tone: 'error' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Could not load ads. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Free Ad' })).toHaveFocus();
  });

  test('the Dismiss button removes that toast only', async () => {
    const user = userEvent.setup();
    const toaster = createToaster({ autoDismissMs: null });
    renderWithTheme(<Toaster toaster={toaster} />);
    act(() => {
      toaster.show('First');
      toaster.show('Second');
    });
    const [first] = screen.getAllByRole('button', { name: 'Dismiss' });
    await user.click(first!);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  test('auto-dismisses after the injected delay; a per-toast null keeps it', () => {
    const time = manualSchedule();
    const toaster = createToaster({ autoDismissMs: 5000, schedule: time.schedule });
    renderWithTheme(<Toaster toaster={toaster} />);
    act(() => {
      toaster.show('Saved');
      toaster.show({ message: 'Upload failed', tone: 'error', durationMs: null });
    });
    act(() => time.flush(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => time.flush(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });

  test('keeps at most `max` toasts, dropping the oldest and its timer', () => {
    const time = manualSchedule();
    const toaster = createToaster({ max: 2, schedule: time.schedule });
    renderWithTheme(<Toaster toaster={toaster} />);
    act(() => ['One', 'Two', 'Three'].forEach((message) => toaster.show(message)));
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(screen.getByText('Three')).toBeInTheDocument();
    expect(time.pending.size).toBe(2);
  });
});
