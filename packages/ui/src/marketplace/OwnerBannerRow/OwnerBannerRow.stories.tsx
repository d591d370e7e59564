import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OwnerBannerRow, type OwnerBanner } from './OwnerBannerRow';
import { ownerBannerRowText } from './ownerBannerRowText';

/** A 4:1 stand-in for a banner image: flat colours, no text, so it renders the same everywhere. */
const picture = (fill: string, accent: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" fill="${fill}"/><circle cx="520" cy="75" r="48" fill="${accent}"/><rect x="40" y="50" width="260" height="18" rx="4" fill="#fff"/><rect x="40" y="82" width="180" height="12" rx="4" fill="#fff" opacity="0.7"/></svg>`,
  );
const image = (fill: string, accent: string) => {
  const url = picture(fill, accent);
  return { url, wide: url, narrow: url };
};

const pendingReview: OwnerBanner = {
  id: 7,
  title: 'Sharma Furniture: Diwali sale, up to 40% off',
  link: 'https://www.sharmafurniture.in/sale?from=haat',
  city: 'Pune',
  start_date: '2026-11-21',
  end_date: '2026-11-25',
  status: 'pending',
  reject_reason: '',
  days: 5,
  total_paise: 24_500,
  charged_paise: 0,
  refunded_paise: 0,
  image: image('#0e6e8a', '#f5a524'),
};
const approved: OwnerBanner = { ...pendingReview, id: 8, status: 'approved', charged_paise: 24_500 };
const rejected: OwnerBanner = {
  ...pendingReview,
  id: 9,
  title: 'Cheapest phones in Pune!!!',
  link: 'https://phonebazaar.example.in/',
  status: 'rejected',
  reject_reason: 'The image shows a phone number; put contact details on your page instead.',
  image: image('#b42318', '#fdf0d8'),
};
const live: OwnerBanner = {
  ...approved,
  id: 10,
  title: 'Kothrud Tutorials: admissions open',
  link: 'https://kothrudtutorials.in/',
  city: '',
  start_date: '2026-11-20',
  end_date: '2026-11-20',
  days: 1,
  total_paise: 4_900,
  charged_paise: 4_900,
  status: 'live',
  image: image('#067647', '#d9eef4'),
};
const ended: OwnerBanner = {
  ...approved,
  id: 11,
  title: 'New Year offers at Deccan Motors',
  link: 'https://deccanmotors.example.com/new-year',
  city: '',
  start_date: '2026-12-28',
  end_date: '2027-01-03',
  days: 7,
  total_paise: 34_300,
  charged_paise: 34_300,
  refunded_paise: 14_700,
  status: 'ended',
  image: image('#344054', '#f5a524'),
};

const meta = {
  title: 'Marketplace/OwnerBannerRow',
  component: OwnerBannerRow,
  args: { banner: pendingReview, onStop: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OwnerBannerRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just submitted: the owner sees it waits for review, what it will cost, and can still edit it. */
export const PendingReview: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the banner says what it is, where and when it runs, and its price', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: pendingReview.title })).toBeVisible();
      await expect(canvas.getByText(ownerBannerRowText.statusPending)).toBeVisible();
      await expect(canvas.getByText('Pune')).toBeVisible();
      await expect(canvas.getByText('21 Nov – 25 Nov 2026')).toBeVisible();
      await expect(canvas.getByText('₹245 for 5 days')).toBeVisible();
      await expect(canvas.queryByText(/^Paid/)).toBeNull();
    });
    await step('the site it points to opens in a new tab', async () => {
      const site = canvas.getByRole('link', { name: 'www.sharmafurniture.in (opens in a new tab)' });
      await expect(site).toHaveAttribute('href', pendingReview.link);
      await expect(site).toHaveAttribute('target', '_blank');
      await expect(site).toHaveAttribute('rel', 'noopener nofollow ugc');
    });
    await step('the owner can edit or delete it, not stop it', async () => {
      const actions = within(canvas.getByRole('group', { name: `Actions for ${pendingReview.title}` }));
      await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/banner/?id=7');
      await expect(actions.queryByRole('button', { name: 'Stop' })).toBeNull();
      await userEvent.click(actions.getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith(pendingReview);
    });
  },
};

/** Approved and paid, not yet running: it can still be edited, stopped or deleted. */
export const Approved: Story = {
  args: { banner: approved },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(ownerBannerRowText.statusApproved)).toBeVisible();
    await expect(canvas.getByText('Paid ₹245')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledWith(approved);
  },
};

/** Refused: the admin's reason is shown so the owner can fix it and send it again. */
export const Rejected: Story = {
  args: { banner: rejected },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ownerBannerRowText.statusRejected)).toBeVisible();
    await expect(canvas.getByText(`Not approved: ${rejected.reject_reason}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/banner/?id=9');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull();
  },
};

/** Running now, for all of India: it can only be stopped. */
export const Live: Story = {
  args: { banner: live, headingLevel: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: live.title })).toBeVisible();
    await expect(canvas.getByText(ownerBannerRowText.statusLive)).toBeVisible();
    await expect(canvas.getByText('All India')).toBeVisible();
    await expect(canvas.getByText('20 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('₹49 for 1 day')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledWith(live);
  },
};

/** Stopped early across the new year: both years, what was paid and what came back. */
export const Ended: Story = {
  args: { banner: ended },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ownerBannerRowText.statusEnded)).toBeVisible();
    await expect(canvas.getByText('28 Dec 2026 – 3 Jan 2027')).toBeVisible();
    await expect(canvas.getByText('Paid ₹343')).toBeVisible();
    await expect(canvas.getByText('Refunded ₹147')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Stopping is in flight: that button is busy, the others wait. */
export const Stopping: Story = {
  args: { banner: approved, pending: 'stop' },
  play: async ({ args, canvas }) => {
    const stop = canvas.getByRole('button', { name: 'Stop' });
    await expect(stop).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(stop);
    await expect(args.onStop).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

/** Without the caller's handlers only Edit is offered; a live banner then has no actions at all. */
export const WithoutHandlers: Story = {
  tags: ['!visual'],
  args: { banner: live, onStop: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A title or reason with markup in it is shown as text, never run. */
export const MarkupStaysText: Story = {
  tags: ['!visual'],
  args: {
    banner: {
      ...rejected,
      title: '<img src=x onerror=alert(1)> Big sale',
      reject_reason: '<b>Misleading</b> offer',
      link: 'javascript:alert(1)',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '<img src=x onerror=alert(1)> Big sale' })).toBeVisible();
    await expect(canvas.getByText('Not approved: <b>Misleading</b> offer')).toBeVisible();
    await expect(canvasElement.querySelector('b, img[src="x"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
  },
};

/** A caller's catalogue (Hindi) replaces the row's words. */
export const Translated: Story = {
  tags: ['!visual'],
  args: {
    banner: ended,
    text: {
      statusEnded: 'समाप्त',
      allIndia: 'पूरा भारत',
      price: '{n} दिन के लिए {amount}',
      delete: 'हटाएँ',
      actions: '{title} के लिए विकल्प',
      newTab: '(नए टैब में खुलता है)',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('समाप्त')).toBeVisible();
    await expect(canvas.getByText('पूरा भारत')).toBeVisible();
    await expect(canvas.getByText('7 दिन के लिए ₹343')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'deccanmotors.example.com (नए टैब में खुलता है)' })).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: `${ended.title} के लिए विकल्प` }));
    await expect(actions.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
  },
};

/** Every status once; the busy state has its own baseline (Stopping). */
export const AllStates: Story = {
  parameters: { screenshot: { widths: [360, 1280], height: 1600 } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[pendingReview, approved, rejected, live, ended].map((banner) => (
        <OwnerBannerRow key={banner.id} {...args} banner={banner} />
      ))}
    </div>
  ),
};
