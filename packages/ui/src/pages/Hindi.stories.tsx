import { composeStory, type Args } from '@storybook/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as DatePickerStories from '../inputs/DatePicker/DatePicker.stories';
import * as DateRangePickerStories from '../inputs/DateRangePicker/DateRangePicker.stories';
import * as DocumentListStories from '../inputs/DocumentList/DocumentList.stories';
import * as DropdownStories from '../inputs/Dropdown/Dropdown.stories';
import * as FileUploadStories from '../inputs/FileUpload/FileUpload.stories';
import * as FormKitStories from '../inputs/FormKit/FormKit.stories';
import * as MultiSelectStories from '../inputs/MultiSelect/MultiSelect.stories';
import * as OtpInputStories from '../inputs/OtpInput/OtpInput.stories';
import * as PasswordInputStories from '../inputs/PasswordInput/PasswordInput.stories';
import * as PhoneInputStories from '../inputs/PhoneInput/PhoneInput.stories';
import * as PhotoListStories from '../inputs/PhotoList/PhotoList.stories';
import * as TagInputStories from '../inputs/TagInput/TagInput.stories';
import * as AdDocumentsStories from '../marketplace/AdDocuments/AdDocuments.stories';
import * as AdSlotStories from '../marketplace/AdSlot/AdSlot.stories';
import * as BannerCarouselStories from '../marketplace/BannerCarousel/BannerCarousel.stories';
import * as BottomSheetStories from '../marketplace/BottomSheet/BottomSheet.stories';
import * as CategoryGridStories from '../marketplace/CategoryGrid/CategoryGrid.stories';
import * as ChatComposerStories from '../marketplace/ChatComposer/ChatComposer.stories';
import * as ChatThreadStories from '../marketplace/ChatThread/ChatThread.stories';
import * as ConfirmDialogStories from '../marketplace/ConfirmDialog/ConfirmDialog.stories';
import * as ImageGalleryStories from '../marketplace/ImageGallery/ImageGallery.stories';
import * as InboxListStories from '../marketplace/InboxList/InboxList.stories';
import * as InstallPromptStories from '../marketplace/InstallPrompt/InstallPrompt.stories';
import * as ListingWidgetStories from '../marketplace/ListingWidget/ListingWidget.stories';
import * as LocationModalStories from '../marketplace/LocationModal/LocationModal.stories';
import * as LoginModalStories from '../marketplace/LoginModal/LoginModal.stories';
import * as MobileBottomBarStories from '../marketplace/MobileBottomBar/MobileBottomBar.stories';
import * as NotificationSettingsStories from '../marketplace/NotificationSettings/NotificationSettings.stories';
import * as OfferCardStories from '../marketplace/OfferCard/OfferCard.stories';
import * as OwnerAdRowStories from '../marketplace/OwnerAdRow/OwnerAdRow.stories';
import * as OwnerBannerRowStories from '../marketplace/OwnerBannerRow/OwnerBannerRow.stories';
import * as PlanPickerStories from '../marketplace/PlanPicker/PlanPicker.stories';
import * as ReasonDialogStories from '../marketplace/ReasonDialog/ReasonDialog.stories';
import * as SavedSearchListStories from '../marketplace/SavedSearchList/SavedSearchList.stories';
import * as SchemeSwitchStories from '../marketplace/SchemeSwitch/SchemeSwitch.stories';
import * as SellerCardStories from '../marketplace/SellerCard/SellerCard.stories';
import * as SellerFactsStories from '../marketplace/SellerFacts/SellerFacts.stories';
import * as SpecsTableStories from '../marketplace/SpecsTable/SpecsTable.stories';
import * as ToastStories from '../marketplace/Toast/Toast.stories';
import * as TopUpFormStories from '../marketplace/TopUpForm/TopUpForm.stories';
import * as WalletStatementStories from '../marketplace/WalletStatement/WalletStatement.stories';
import * as HomeStories from './Home.stories';
import * as SearchStories from './Search.stories';

/**
 * Every kit component with words of its own, in Hindi: one story each, the component's own story
 * (its args and decorators) rendered with the Hindi catalogue active, so each gets a screenshot in
 * Hindi beside its English ones, and the a11y and contrast checks run on its Hindi names. The home
 * and search pages stand for the components they are made of (header, category bar, ad cards,
 * listing, how it works, app download, popular searches, footer). A component's own Hindi story
 * (AdCard, Header, TextField) has its own Devanagari content and checks.
 *
 * The stories' play functions are not run here (they find things by their English names); where a
 * component's words only show once it is open, the story here opens it by its role.
 */
const meta = {
  title: 'Pages/Hindi',
  globals: { locale: 'hi' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Body = ReturnType<typeof within>;

/** The Hindi story of one component story: its screenshot parameters, and `open` to show its words. */
function inHindi<TArgs extends Args>(
  story: Parameters<typeof composeStory<TArgs>>[0],
  componentMeta: Parameters<typeof composeStory<TArgs>>[1],
  open?: (body: Body) => Promise<void>,
): Story {
  const Composed = composeStory(story, componentMeta);
  const { screenshot, layout } = (Composed.parameters ?? {}) as {
    screenshot?: { widths?: number[] };
    layout?: string;
  };
  return {
    render: () => <Composed />,
    // A layout is seen at a phone's width only: Hindi's longer words wrap there first.
    parameters: { screenshot: screenshot?.widths ? { ...screenshot, widths: [360] } : screenshot, layout },
    play: async ({ canvasElement }) => {
      await expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
      const body = within(canvasElement.ownerDocument.body);
      await open?.(body);
      // The component's own words are the catalogue's: Devanagari shows, or names its controls.
      await expect(wordsOf(canvasElement.ownerDocument.body)).toMatch(/[\u0900-\u097F]/);
    },
  };
}

/** What a page says: its text, and the names, placeholders and alternatives of its elements. */
function wordsOf(root: HTMLElement): string {
  const named = [...root.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...named].join(' ');
}

/** Opens a popover field by its trigger (the first button in the story) and waits for its panel. */
const openPanel = async (body: Body) => {
  await userEvent.click(body.getAllByRole('button')[0]!);
  await expect(await body.findByRole('dialog')).toBeVisible();
};

export const Home = inHindi(HomeStories.Anonymous, HomeStories.default);
export const Search = inHindi(SearchStories.Results, SearchStories.default);

export const DatePicker = inHindi(DatePickerStories.Open, DatePickerStories.default, async (body) => {
  await openPanel(body);
  // The calendar's month, weekdays and day names are Hindi too (Intl's, not a date-fns locale).
  await expect(body.getByText('मार्च 2026')).toBeVisible();
  await expect(body.getByRole('button', { name: '14 मार्च 2026, शनिवार, चुनी गई' })).toHaveFocus();
});
export const DateRangePicker = inHindi(DateRangePickerStories.Open, DateRangePickerStories.default, openPanel);
export const Dropdown = inHindi(DropdownStories.Empty, DropdownStories.default, async (body) => {
  await userEvent.click(body.getAllByRole('button')[0]!);
  await expect(await body.findByRole('listbox')).toBeVisible();
});
export const MultiSelect = inHindi(MultiSelectStories.ManyChosen, MultiSelectStories.default);
export const DocumentList = inHindi(DocumentListStories.Filled, DocumentListStories.default);
export const FileUpload = inHindi(FileUploadStories.Idle, FileUploadStories.default);
export const FormKit = inHindi(FormKitStories.SubmitEmpty, FormKitStories.default, async (body) => {
  // Submitting the empty form shows every field's message, in Hindi.
  await userEvent.click(body.getAllByRole('button').at(-1)!);
  await expect(body.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
});
export const OtpInput = inHindi(OtpInputStories.Empty, OtpInputStories.default);
export const PasswordInput = inHindi(PasswordInputStories.AllStates, PasswordInputStories.default);
export const PhoneInput = inHindi(PhoneInputStories.SignUpIndia, PhoneInputStories.default);
export const PhotoList = inHindi(PhotoListStories.Filled, PhotoListStories.default);
export const TagInput = inHindi(TagInputStories.Filled, TagInputStories.default);

export const AdDocuments = inHindi(AdDocumentsStories.Locked, AdDocumentsStories.default);
export const AdSlot = inHindi(AdSlotStories.HousePromotion, AdSlotStories.default);
export const BannerCarousel = inHindi(BannerCarouselStories.ArrowsAndDots, BannerCarouselStories.default);
export const BottomSheet = inHindi(BottomSheetStories.Open, BottomSheetStories.default, openPanel);
export const CategoryGrid = inHindi(CategoryGridStories.AllCategories, CategoryGridStories.default);
export const ChatComposer = inHindi(ChatComposerStories.AllStates, ChatComposerStories.default);
export const ChatThread = inHindi(ChatThreadStories.Conversation, ChatThreadStories.default);
export const ConfirmDialog = inHindi(ConfirmDialogStories.AllStates, ConfirmDialogStories.default);
export const ImageGallery = inHindi(ImageGalleryStories.Default, ImageGalleryStories.default);
export const InboxList = inHindi(InboxListStories.Default, InboxListStories.default);
export const InstallPrompt = inHindi(InstallPromptStories.Offer, InstallPromptStories.default);
export const ListingWidget = inHindi(ListingWidgetStories.Empty, ListingWidgetStories.default);
export const LocationModal = inHindi(LocationModalStories.Default, LocationModalStories.default);
export const LoginModal = inHindi(LoginModalStories.Stage1Mobile, LoginModalStories.default);
export const MobileBottomBar = inHindi(MobileBottomBarStories.WithUnread, MobileBottomBarStories.default);
export const NotificationSettings = inHindi(
  NotificationSettingsStories.QuietHours,
  NotificationSettingsStories.default,
);
export const OfferCard = inHindi(OfferCardStories.Actionable, OfferCardStories.default);
export const OwnerAdRow = inHindi(OwnerAdRowStories.Active, OwnerAdRowStories.default);
export const OwnerBannerRow = inHindi(OwnerBannerRowStories.PendingReview, OwnerBannerRowStories.default);
export const PlanPicker = inHindi(PlanPickerStories.Chosen, PlanPickerStories.default);
export const ReasonDialog = inHindi(ReasonDialogStories.OpensOnTheReason, ReasonDialogStories.default, async (body) => {
  await userEvent.click(body.getAllByRole('button')[0]!);
  await expect(await body.findByRole('dialog')).toBeVisible();
});
export const SavedSearchList = inHindi(SavedSearchListStories.WithNewAds, SavedSearchListStories.default);
export const SchemeSwitch = inHindi(SchemeSwitchStories.AllStates, SchemeSwitchStories.default);
export const SellerCard = inHindi(SellerCardStories.AllStates, SellerCardStories.default);
export const SellerFacts = inHindi(SellerFactsStories.AllStates, SellerFactsStories.default);
export const SpecsTable = inHindi(SpecsTableStories.Car, SpecsTableStories.default);
export const Toast = inHindi(ToastStories.Dismissible, ToastStories.default);
export const TopUpForm = inHindi(TopUpFormStories.Empty, TopUpFormStories.default);
export const WalletStatement = inHindi(WalletStatementStories.Ready, WalletStatementStories.default);
