import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClock, createFixedClock } from './clock';
import { ClockProvider } from './ClockProvider';
import { usePostedTime } from './usePostedTime';

function Posted({ createdOn, id }: { createdOn: number; id: number }) {
  return <span data-testid={`posted-${id}`}>{usePostedTime(createdOn)}</span>;
}

describe('shared clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  test('runs one interval for many subscribers and stops when the last leaves', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    const clock = createClock();
    const offs = Array.from({ length: 10 }, () => clock.subscribe(() => {}));
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(clock.subscriberCount).toBe(10);
    offs.forEach((off) => off());
    expect(clock.subscriberCount).toBe(0);
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
  });

  test('labels of fresh ads tick every second from one timer', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clock = createClock();
    const now = Date.now();
    render(
      <ClockProvider clock={clock}>
        {Array.from({ length: 50 }, (_, i) => (
          <Posted key={i} id={i} createdOn={now - 5000} />
        ))}
      </ClockProvider>,
    );
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(clock.subscriberCount).toBe(50);
    expect(screen.getByTestId('posted-49')).toHaveTextContent('POSTED 5 seconds ago');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('posted-0')).toHaveTextContent('POSTED 6 seconds ago');
    expect(screen.getByTestId('posted-49')).toHaveTextContent('POSTED 6 seconds ago');
  });

  test('an ad turning a day old stops listening and stops re-rendering', () => {
    const clock = createClock();
    const createdOn = Date.now() - (24 * 60 * 60 * 1000 - 2000);
    let commits = 0;
    render(
      <Profiler id="card" onRender={() => commits++}>
        <ClockProvider clock={clock}>
          <Posted id={1} createdOn={createdOn} />
        </ClockProvider>
      </Profiler>,
    );
    expect(screen.getByTestId('posted-1')).toHaveTextContent('POSTED 23 hours ago');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('posted-1')).toHaveTextContent('20 Nov');
    expect(clock.subscriberCount).toBe(0);
    const settled = commits;
    act(() => vi.advanceTimersByTime(60_000));
    expect(commits).toBe(settled);
  });

  test('within the same minute, a minutes label does not re-render each second', () => {
    const clock = createClock();
    let commits = 0;
    render(
      <Profiler id="card" onRender={() => commits++}>
        <ClockProvider clock={clock}>
          <Posted id={1} createdOn={Date.now() - 5 * 60_000} />
        </ClockProvider>
      </Profiler>,
    );
    const first = commits;
    act(() => vi.advanceTimersByTime(30_000));
    expect(commits).toBe(first);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('posted-1')).toHaveTextContent('POSTED 6 minutes ago');
  });

  test('a fixed clock never starts a timer', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    render(
      <ClockProvider clock={createFixedClock(new Date(2026, 10, 21, 12, 0, 30))}>
        <Posted id={1} createdOn={new Date(2026, 10, 21, 12, 0, 0).getTime()} />
      </ClockProvider>,
    );
    expect(screen.getByTestId('posted-1')).toHaveTextContent('POSTED 30 seconds ago');
    expect(setIntervalSpy).not.toHaveBeenCalled();
  });
});

describe('a server-rendered page', () => {
  test('hydrates with the time the server printed, then shows the current one', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const renderedAt = new Date(2026, 10, 21, 12, 0, 0).getTime();
    const createdOn = renderedAt - 5 * 60_000;
    const serverClock = createFixedClock(renderedAt);
    const html = renderToString(
      <ClockProvider clock={serverClock}>
        <Posted createdOn={createdOn} id={1} />
      </ClockProvider>,
    );
    expect(html).toContain('POSTED 5 minutes ago');

    // the browser opens the page two minutes later
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const browserClock = createClock({ now: () => renderedAt + 2 * 60_000, renderedAt });
    await act(async () => {
      hydrateRoot(
        container,
        <ClockProvider clock={browserClock}>
          <Posted createdOn={createdOn} id={1} />
        </ClockProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('POSTED 7 minutes ago');
    container.remove();
  });
});
