import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { marketplaceStrings } from '../strings';
import type { Schedule } from '../Toast';
import { ALL_INDIA, LocationModal, type LocationModalProps, type Place } from './LocationModal';
import { sampleLocalities, samplePopularCities, searchSamplePlaces } from './places';

function setup(overrides: Partial<LocationModalProps> = {}) {
  const timers: { run: () => void; cancelled: boolean }[] = [];
  const schedule: Schedule = (run) => {
    const timer = { run, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const props = {
    open: true,
    onOpenChange: vi.fn(),
    onChange: vi.fn(),
    searchPlaces: vi.fn(searchSamplePlaces),
    locate: vi.fn(() => Promise.resolve(sampleLocalities[0]!)),
    popularCities: samplePopularCities,
    schedule,
    ...overrides,
  } satisfies LocationModalProps;
  renderWithTheme(<LocationModal {...props} />);
  /** Fires the pending debounce timers, as if the delay had passed. */
  const elapse = async () => {
    await act(async () => {
      timers.splice(0).forEach((t) => !t.cancelled && t.run());
    });
  };
  return { props, user: userEvent.setup(), elapse };
}

describe('LocationModal', () => {
  test('typing searches once after the pause, and the keyboard picks a suggestion', async () => {
    const { props, user, elapse } = setup();
    const box = screen.getByRole('combobox', { name: 'Search a city or area' });
    expect(box).toHaveAttribute('placeholder', 'Enter city, area');
    await user.type(box, 'Ko');
    expect(props.searchPlaces).not.toHaveBeenCalled();
    await elapse();
    expect(props.searchPlaces).toHaveBeenCalledTimes(1);
    expect(props.searchPlaces).toHaveBeenCalledWith('Ko');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'KoramangalaBengaluru, Karnataka',
      'KothrudPune, Maharashtra',
      'KondapurHyderabad, Telangana',
      'KolkataWest Bengal',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(props.onChange).toHaveBeenCalledWith(sampleLocalities[3]);
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  test('an older answer never replaces a newer one, and a failed search shows no suggestions', async () => {
    let resolveFirst: (places: Place[]) => void = () => {};
    const searchPlaces = vi
      .fn<(q: string) => Promise<Place[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementationOnce(() => Promise.resolve([sampleLocalities[6]!]))
      .mockImplementationOnce(() => Promise.reject(new Error('quota')));
    const { user, elapse } = setup({ searchPlaces });
    const box = screen.getByRole('combobox');
    await user.type(box, 'A');
    await elapse();
    await user.type(box, 'n');
    await elapse();
    await act(async () => resolveFirst([sampleLocalities[4]!]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Andheri WestMumbai, Maharashtra']);
    await user.type(box, 'x');
    await elapse();
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No places match your search')).toBeInTheDocument();
  });

  test('Escape closes the suggestions first, then the dialog', async () => {
    const { props, user, elapse } = setup();
    await user.type(screen.getByRole('combobox'), 'Ko');
    await elapse();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(props.onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  test('current location: found, unsupported, failed', async () => {
    const locate = vi
      .fn<LocationModalProps['locate']>()
      .mockResolvedValueOnce('unsupported')
      .mockRejectedValueOnce(new Error('denied'))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(sampleLocalities[0]!);
    const { props, user } = setup({ locate });
    const button = screen.getByRole('button', { name: 'Use current location' });
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(marketplaceStrings.geolocationUnsupported);
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent("We couldn't find your location");
    await user.click(button);
    expect(props.onChange).not.toHaveBeenCalled();
    await user.click(button);
    expect(props.onChange).toHaveBeenCalledWith(sampleLocalities[0]);
  });

  test('popular cities and Search All India emit their place', async () => {
    const { props, user } = setup({ value: samplePopularCities[2] });
    const chips = screen.getAllByRole('button', { pressed: false });
    expect(screen.getByRole('button', { name: 'Bengaluru', pressed: true })).toBeInTheDocument();
    expect(chips).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Pune' }));
    expect(props.onChange).toHaveBeenLastCalledWith(samplePopularCities[7]);
    await user.click(screen.getByRole('button', { name: 'Search All India' }));
    expect(props.onChange).toHaveBeenLastCalledWith(ALL_INDIA);
  });
});

test('opening puts focus in the search box', () => {
  renderWithTheme(
    <LocationModal
      open
      onOpenChange={vi.fn()}
      onChange={vi.fn()}
      searchPlaces={searchSamplePlaces}
      locate={() => Promise.resolve(null)}
      popularCities={samplePopularCities}
    />,
  );
  expect(screen.getByRole('combobox')).toHaveFocus();
});
