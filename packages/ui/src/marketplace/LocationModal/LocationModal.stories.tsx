import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { marketplaceStrings } from '../strings';
import { ALL_INDIA, LocationModal, type LocationModalProps, type Place } from './LocationModal';
import { sampleLocalities, samplePopularCities, searchSamplePlaces } from './places';

function Harness(props: LocationModalProps) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<Place | null | undefined>(props.value);
  return (
    <LocationModal
      {...props}
      open={open}
      value={value}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      onChange={(place) => {
        setValue(place);
        props.onChange(place);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/LocationModal',
  component: LocationModal,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onChange: fn(),
    value: samplePopularCities[2],
    searchPlaces: fn(searchSamplePlaces),
    locate: fn<LocationModalProps['locate']>(() => Promise.resolve(sampleLocalities[0]!)),
    popularCities: samplePopularCities,
    debounceMs: 50,
  },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
} satisfies Meta<typeof LocationModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const inBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The current city (Bengaluru) is highlighted among the 12 popular cities. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = inBody(canvasElement);
    await expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', marketplaceStrings.enterCityArea);
    await expect(screen.getByRole('button', { name: 'Bengaluru', pressed: true })).toBeVisible();
    await expect(within(screen.getByRole('region', { name: 'Popular cities' })).getAllByRole('button')).toHaveLength(
      12,
    );
  },
};

export const Suggestions: Story = {
  play: async ({ args, canvasElement, step }) => {
    const screen = inBody(canvasElement);
    const box = screen.getByRole('combobox');
    await step('type a partial name', async () => {
      await userEvent.type(box, 'Ko');
    });
    await expect(await screen.findByRole('option', { name: /Koramangala/ })).toBeVisible();
    await expect(args.searchPlaces).toHaveBeenCalledTimes(1);
    await step('move down to the second suggestion', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    });
    await expect(screen.getByRole('option', { name: /Kothrud/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardSelection: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.type(screen.getByRole('combobox'), 'Aur');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(sampleLocalities[5]);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.type(screen.getByRole('combobox'), 'Zzz');
    await expect(await screen.findByText('No places match your search')).toBeVisible();
  },
};

export const UseCurrentLocation: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: marketplaceStrings.useCurrentLocation }));
    await expect(args.onChange).toHaveBeenCalledWith(sampleLocalities[0]);
  },
};

export const GeolocationUnsupported: Story = {
  args: { locate: fn<LocationModalProps['locate']>(() => Promise.resolve('unsupported')) },
  play: async ({ args, canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: marketplaceStrings.useCurrentLocation }));
    await expect(screen.getByRole('status')).toHaveTextContent(marketplaceStrings.geolocationUnsupported);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Permission denied or no fix: an empty result, and the dialog stays usable. */
export const GeolocationFailed: Story = {
  args: { locate: fn<LocationModalProps['locate']>(() => Promise.reject(new Error('User denied Geolocation'))) },
  play: async ({ args, canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: marketplaceStrings.useCurrentLocation }));
    await expect(await screen.findByText(/couldn't find your location/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SearchAllIndia: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: marketplaceStrings.searchAllIndia }));
    await expect(args.onChange).toHaveBeenCalledWith(ALL_INDIA);
  },
};

export const PopularCityChosen: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const screen = inBody(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Kochi' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kochi', state: 'Kerala' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
