import { defaultToastText } from '@haat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFY_MESSAGES } from '../../api/client';
import { makeAd } from '../../test/ads';
import { never, postAdRoutes, sampleDocument, samplePicture, serverError } from '../../test/sellerApi';
import { signInSeller, StoryApp } from '../../test/StoryApp';
import type { AdFormValues } from './adForm';
import { postAdText as t } from './postAdText';

/** The ad the seller was writing when they left: a complete car ad with one photo. */
const draft: AdFormValues = {
  category: 'Cars+Bikes',
  subCategory: 'cars',
  title: 'Tata Nexon XZ+ 2019, diesel, single owner',
  description: 'Serviced at the dealer every 10,000 km. New tyres in 2025.',
  price: '725000',
  photos: [{ path: 'assets/7/p1.jpg', url: samplePicture(20) }],
  documents: [],
  place: { name: 'Kothrud, Pune', city: 'Pune', state: 'Maharashtra', area: 'Kothrud', lat: 18.5, lng: 73.8 },
  details: { brand: 'Tata', year: '2019', fuel: 'Diesel' },
  contact: 'chat',
  phone: '+91 9876543210',
};

/** A required field's name: its label, then the kit's asterisk. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);

/** `/post-free-ad/` and `/my-listing/{id}/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/Post an Ad',
  component: StoryApp,
  args: { path: '/post-free-ad/', routes: () => postAdRoutes() },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new ad: an empty form; the sub-category waits for a category. */
export const NewAd: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.titlePost })).toBeVisible();
    const category = screen.getByRole('combobox', { name: label(t.category) });
    await expect(await within(category).findByRole('option', { name: 'Cars & Bikes' })).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: label(t.subCategory) })).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: label(t.title) })).toHaveValue('');
  },
};

/** Coming back to an unfinished ad: the form is as the seller left it, with a way to start again. */
export const DraftKept: Story = {
  beforeEach: () => signInSeller(draft),
  play: async () => {
    await expect(await screen.findByText(t.draftRestored)).toBeVisible();
    await expect(screen.getByRole('button', { name: t.discardDraft })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: label(t.title) })).toHaveValue(draft.title);
    await expect(screen.getByRole('textbox', { name: label(t.price) })).toHaveValue('7,25,000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: t.brand })).toHaveValue('Tata'));
  },
};

/** Post with nothing filled in: the form's own checks, the first invalid field focused. */
export const MissingFields: Story = {
  play: async () => {
    const category = await screen.findByRole('combobox', { name: label(t.category) });
    await userEvent.click(screen.getByRole('button', { name: t.submitPost }));
    await expect(category).toHaveFocus();
    await expect(category).toHaveAccessibleDescription(/Category is required/);
    await expect(screen.getByRole('textbox', { name: label(t.title) })).toHaveAccessibleDescription(
      /Ad title is required/,
    );
  },
};

/** The server refused fields (a 400 `{ field: [messages] }`): its first message shows under each one. */
export const ServerFieldErrors: Story = {
  beforeEach: () => signInSeller(draft),
  args: {
    routes: () =>
      postAdRoutes({
        create: {
          status: 400,
          body: { 'data.year': ['Number must be at most 2027', 'second'], title: ['Remove the phone number'] },
        },
      }),
  },
  play: async () => {
    const year = await screen.findByRole('textbox', { name: t.year });
    await waitFor(() => expect(screen.getByRole('combobox', { name: t.brand })).toHaveValue('Tata'));
    await userEvent.click(screen.getByRole('button', { name: t.submitPost }));
    await waitFor(() => expect(year).toHaveAccessibleDescription('Number must be at most 2027'));
    await expect(screen.getByRole('textbox', { name: label(t.title) })).toHaveAccessibleDescription(
      /Remove the phone number/,
    );
    await expect(screen.getByRole('alert')).toHaveTextContent(t.fixErrors);
    await waitFor(() => expect(year).toHaveFocus());
  },
};

/** The server failed (500): the form stays filled and says the ad could not be saved. */
export const SaveFailed: Story = {
  beforeEach: () => signInSeller(draft),
  args: { routes: () => postAdRoutes({ create: serverError }) },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('combobox', { name: t.brand })).toHaveValue('Tata'));
    await userEvent.click(screen.getByRole('button', { name: t.submitPost }));
    await expect(await screen.findByText(t.failed)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: label(t.title) })).toHaveValue(draft.title);
    // The client's toast names the failure too; dismissed so the screenshot does not race its timer.
    await expect(await screen.findByText(NOTIFY_MESSAGES[500])).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: defaultToastText.dismiss }));
    await waitFor(() => expect(screen.queryByText(NOTIFY_MESSAGES[500])).toBeNull());
  },
};

/** Editing my ad while it loads. */
export const EditLoading: Story = {
  args: { path: '/my-listing/41/', routes: () => postAdRoutes({ mine: never }) },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.titleEdit })).toBeVisible();
    await expect(screen.getByText(t.loadingAd)).toBeVisible();
  },
};

/** Editing my ad: the form holds the ad as it is live, photo included. */
export const EditAd: Story = {
  args: {
    path: '/my-listing/41/',
    routes: () =>
      postAdRoutes({
        mine: {
          body: makeAd(41, {
            price: 450000,
            data: { brand: 'Maruti Suzuki', year: 2018, fuel: 'Petrol' },
            images: [{ url: 'assets/7/p9.jpg', card: samplePicture(210), detail: samplePicture(210) }],
          }),
        },
      }),
  },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: label(t.price) })).toHaveValue('4,50,000');
    await expect(screen.getByRole('heading', { level: 1, name: t.titleEdit })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: label(t.subCategory) })).toHaveValue('cars');
    await waitFor(() => expect(screen.getByRole('combobox', { name: t.brand })).toHaveValue('Maruti Suzuki'));
    await expect(screen.getByRole('button', { name: t.submitEdit })).toBeVisible();
  },
};

/** Editing a flat: its floor plan is listed under Documents, where the seller can remove it or add more. */
export const EditFlatWithDocuments: Story = {
  args: {
    path: '/my-listing/41/',
    routes: () =>
      postAdRoutes({
        properties: true,
        mine: {
          body: makeAd(41, {
            title: '2 BHK flat in Kothrud, east facing',
            price: 8500000,
            category: 3,
            category_slug: 'Properties',
            category_title: 'Properties',
            sub_category: 31,
            sub_category_slug: 'houses-apartments',
            sub_category_title: 'Houses & Apartments',
            data: { bedrooms: 2, bathrooms: 2, furnished: false },
            document_count: 1,
            documents: [sampleDocument],
          }),
        },
      }),
  },
  play: async () => {
    const documents = await screen.findByRole('region', { name: t.sectionDocuments });
    await expect(within(documents).getByRole('link', { name: 'Floor-plan.pdf' })).toBeVisible();
    await expect(within(documents).getByText(t.documentsHintProperties)).toBeVisible();
  },
};
