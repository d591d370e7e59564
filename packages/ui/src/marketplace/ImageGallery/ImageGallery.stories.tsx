import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageGallery } from './ImageGallery';
import { carPhotos, samplePhoto } from './sampleImages';

/** The element's text sits on one line: no taller than one and a half of its line boxes. */
async function expectOneLine(element: HTMLElement) {
  const style = getComputedStyle(element);
  const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
  await expect(element.getBoundingClientRect().height).toBeLessThan(line * 1.5);
}

const meta = {
  title: 'Marketplace/ImageGallery',
  component: ImageGallery,
  args: {
    title: 'Maruti Suzuki Swift VXi 2019, single owner, Bengaluru registration',
    images: carPhotos,
    onIndexChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { widths: [360, 1280] } },
} satisfies Meta<typeof ImageGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ArrowsAndKeyboard: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the next button shows the second photo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(canvas.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
    });
    await step('arrow keys move between photos', async () => {
      canvas.getByRole('group', { name: '2 of 5' }).focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('group', { name: '4 of 5' })).toBeInTheDocument();
    });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
  },
};

export const ThumbnailChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /photo 5 of 5/ }));
    await expect(canvas.getByRole('button', { name: /photo 5 of 5/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  },
};

export const FullScreen: Story = {
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'View full screen' }));
    const dialog = await body.findByRole('dialog', { name: /Maruti Suzuki Swift/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(/photo 2 of 5/);
    await expectOneLine(within(dialog).getByText('2 / 5'));
  },
};

/** A long title beside "1 / 1" on a phone: the title is cut, the counter keeps one line. */
export const FullScreenSinglePhoto: Story = {
  args: {
    title: 'Spacious 3 BHK apartment with parking, near Koramangala water tank',
    images: [{ src: samplePhoto(200, 'house'), width: 800, height: 600 }],
  },
  parameters: { screenshot: { target: 'body', widths: [360, 1280] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'View full screen' }));
    const dialog = await body.findByRole('dialog', { name: /Spacious 3 BHK/ });
    await expectOneLine(within(dialog).getByText('1 / 1'));
  },
};

export const FullScreenClosesWithEscape: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const open = canvas.getByRole('button', { name: 'View full screen' });
    await userEvent.click(open);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(open).toHaveFocus();
  },
};

export const SinglePhoto: Story = {
  args: {
    title: '2 BHK apartment in Koramangala',
    images: [{ src: samplePhoto(200, 'house'), width: 800, height: 600 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
};

export const NoImage: Story = {
  args: { title: 'Wooden study table, barely used', images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No image available' })).toBeVisible();
  },
};
