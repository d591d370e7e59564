import { defaultDeleteAccountDialogText as deleteDialogText, defaultToastText, messages } from '@haat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFY_MESSAGES } from '../../api/client';
import { accountRoutes, never, sampleNotifications, savedAds, SELLER, serverError } from '../../test/sellerApi';
import { signInSeller, STORY_NOW, StoryApp } from '../../test/StoryApp';
import { fill } from '../shared/fill';
import { notificationsText as nt } from '../../features/chat/notificationsText';
import { accountText as t } from './accountText';
import { dataRightsText as dt } from './dataRightsText';

/** A password field's label: its text, then the kit's asterisk for a required field. */
const label = (text: string) => new RegExp(`^${text}\\*?$`);

/** `/my-account/` in the real app, signed in as the seller, over the fake API. */
const meta = {
  title: 'Pages/My Account',
  component: StoryApp,
  args: {
    path: '/my-account/',
    routes: () => accountRoutes({ saved: savedAds(STORY_NOW), notifications: sampleNotifications(STORY_NOW) }),
  },
  beforeEach: () => signInSeller(),
  parameters: { layout: 'fullscreen', screenshot: { target: 'body', widths: [360, 1280], height: 1600 } },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile and the saved ads have not arrived yet. */
export const Loading: Story = {
  args: { routes: () => accountRoutes({ profile: never, saved: never }) },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const saved = screen.getByRole('region', { name: t.savedAds });
    await expect(within(saved).getByText(t.loading)).toBeVisible();
    await expect(screen.queryByRole('textbox', { name: t.name })).toBeNull();
  },
};

/** Profile with a confirmed e-mail, the password form closed, three saved ads. */
export const Filled: Story = {
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: t.name })).toHaveValue(SELLER.name);
    await expect(screen.getByRole('textbox', { name: t.email })).toHaveAccessibleDescription(t.emailVerified);
    await expect(screen.getByRole('textbox', { name: t.mobile })).toHaveAttribute('readonly');
    const saved = screen.getByRole('region', { name: t.savedAds });
    await expect(await within(saved).findByRole('link', { name: /Honda Activa 6G/ })).toHaveAttribute(
      'href',
      '/view/51/',
    );
    await expect(within(saved).getAllByRole('listitem')).toHaveLength(3);
    const notes = screen.getByRole('region', { name: /^Notifications/ });
    await expect(await within(notes).findByRole('link', { name: /Rahul wants to chat/ })).toHaveAttribute(
      'href',
      '/chat/101/9/',
    );
  },
};

/** The bell's panel: "Mark all as read" clears the unread marks (and the header's count). */
export const NotificationsMarkedRead: Story = {
  play: async () => {
    const notes = await screen.findByRole('region', { name: /^Notifications/ });
    await expect(await within(notes).findByText(nt.newLabel)).toBeVisible();
    await userEvent.click(within(notes).getByRole('button', { name: nt.markAll }));
    await waitFor(() => expect(within(notes).queryByText(nt.newLabel)).toBeNull());
    await expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

/** Nothing saved yet: the panel says how to save an ad. */
export const NoSavedAds: Story = {
  args: { routes: () => accountRoutes({ saved: [] }) },
  play: async () => {
    const saved = await screen.findByRole('region', { name: t.savedAds });
    await expect(await within(saved).findByText(t.noSavedAds)).toBeVisible();
  },
};

/** The server answered 500: each panel that could not load says so. */
export const LoadFailed: Story = {
  args: { routes: () => accountRoutes({ profile: serverError, saved: serverError }) },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) await expect(alert).toHaveTextContent(t.loadFailed);
    // The client's toasts name the failure too; dismissed so the screenshot does not race their timer.
    await waitFor(() => expect(screen.getAllByText(NOTIFY_MESSAGES[500]).length).toBeGreaterThan(0));
    for (const dismiss of screen.getAllByRole('button', { name: defaultToastText.dismiss }))
      await userEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByText(NOTIFY_MESSAGES[500])).toBeNull());
  },
};

/** Removing a saved ad failed: the panel says so and the ad stays listed. */
export const RemoveFailed: Story = {
  // Not a screenshot: where the page rests after the toast is dismissed varies with the machine's
  // load (its sticky header moved a few pixels between runs). The play function still runs.
  tags: ['!visual'],
  args: { routes: () => accountRoutes({ saved: savedAds(STORY_NOW), removeSaved: serverError }) },
  play: async () => {
    const saved = await screen.findByRole('region', { name: t.savedAds });
    const title = 'Wooden wardrobe, 3 doors';
    await userEvent.click(await within(saved).findByRole('button', { name: fill(t.removeSaved, { title }) }));
    await expect(await within(saved).findByRole('alert')).toHaveTextContent(fill(t.removeFailed, { title }));
    await expect(within(saved).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: defaultToastText.dismiss }));
    await waitFor(() => expect(screen.queryByText(NOTIFY_MESSAGES[500])).toBeNull());
  },
};

/** `?change-password=true` (the account menu's Change Password): the form is open, focus in it. */
export const ChangePassword: Story = {
  args: { path: '/my-account/?change-password=true' },
  play: async () => {
    const current = await screen.findByLabelText(label(t.oldPassword));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(screen.getByLabelText(label(t.newPassword))).toBeVisible();
  },
};

/** Sent with empty or short passwords: the form's own checks, before anything reaches the server. */
export const PasswordChecks: Story = {
  args: { path: '/my-account/?change-password=true' },
  play: async () => {
    const current = await screen.findByLabelText(label(t.oldPassword));
    const next = screen.getByLabelText(label(t.newPassword));
    await userEvent.type(next, 'short');
    await userEvent.click(screen.getByRole('button', { name: t.changePassword }));
    await expect(current).toHaveAccessibleDescription(messages.loginPasswordRequired);
    await expect(next).toHaveAccessibleDescription(fill(t.passwordTooShort, { min: 8 }));
    await expect(current).toHaveFocus();
  },
};

/** The server says the current password is wrong: its message shows under that field. */
export const WrongCurrentPassword: Story = {
  args: { path: '/my-account/?change-password=true' },
  play: async ({ step }) => {
    const current = await screen.findByLabelText(label(t.oldPassword));
    await step('type a wrong current password and a good new one', async () => {
      await userEvent.type(current, 'wrong-pass');
      await userEvent.type(screen.getByLabelText(label(t.newPassword)), 'new-secret-2');
      await userEvent.click(screen.getByRole('button', { name: t.changePassword }));
    });
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your old password was entered incorrectly'));
  },
};

/** Signed in on three devices: this one is marked; the phone is signed out from here. */
export const SignedInDevices: Story = {
  play: async ({ step }) => {
    const panel = await screen.findByRole('region', { name: t.sessionsTitle });
    await expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    await expect(within(panel).getByText(t.thisDevice)).toBeVisible();
    await step('sign the phone out', async () => {
      await userEvent.click(
        within(panel).getByRole('button', {
          name: fill(t.signOutDeviceLabel, { device: 'Chrome on Android', when: '20 Nov 2026, 7:35 pm' }),
        }),
      );
    });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(panel).queryByText('Chrome on Android')).toBeNull();
    // The click scrolled the panel into view, by as much as the page's load let it: the picture is
    // taken from the top, so it does not depend on where that left the page.
    for (const w of [window, window.parent]) w.scrollTo(0, 0);
  },
};

/** A new e-mail address: the form asks for the current password before it is saved. */
export const EmailNeedsPassword: Story = {
  play: async () => {
    const email = await screen.findByRole('textbox', { name: t.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'new.address@example.in');
    const password = await screen.findByLabelText(label(t.emailPassword));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await expect(password).toHaveAccessibleDescription(new RegExp(messages.loginPasswordRequired));
    await expect(password).toHaveFocus();
  },
};

/** The data rights: consents with their versions, and Delete my account's dialog from its card. */
export const DataRights: Story = {
  tags: ['!visual'],
  play: async ({ step }) => {
    await step('consents, each with its version and time', async () => {
      const consents = await screen.findByRole('region', { name: dt.consentsTitle });
      const rows = await within(consents).findAllByRole('listitem');
      await expect(rows).toHaveLength(5);
      await expect(
        within(rows[4]!).getByRole('button', { name: fill(dt.withdrawLabel, { kind: dt.kinds.phone_sharing }) }),
      ).toBeVisible();
    });
    await step('the dialog opens on the password and says what happens', async () => {
      const card = screen.getByRole('region', { name: dt.deleteTitle });
      const button = within(card).getByRole('button', { name: dt.deleteButton });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: deleteDialogText.title });
      await expect(within(dialog).getByRole('heading', { name: deleteDialogText.happensTitle })).toBeVisible();
      await waitFor(() => expect(within(dialog).getByLabelText(deleteDialogText.password)).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(button).toHaveFocus());
    });
  },
};
