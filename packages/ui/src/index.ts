// The public API of @haat/ui, written out by hand (no `export *`) so tree-shaking stays honest.

// theme
export {
  theme,
  tokens,
  ThemeProvider,
  GlobalStyle,
  media,
  focusRing,
  visuallyHidden,
  inputBase,
  breakpoints,
} from './theme';
export type { HaatTheme, Tokens, ThemeProviderProps } from './theme';

// layout and text primitives
export { Heading } from './primitives/Heading';
export type { HeadingProps, HeadingLevel, HeadingSize } from './primitives/Heading';
export { Text } from './primitives/Text';
export type { TextProps, TextElement, TextSize, TextWeight } from './primitives/Text';
export { Stack } from './primitives/Stack';
export type { StackProps, StackElement, StackAlign } from './primitives/Stack';
export { Inline } from './primitives/Inline';
export type { InlineProps, InlineElement, InlineAlign, InlineJustify } from './primitives/Inline';
export { Card } from './primitives/Card';
export type { CardProps, CardElement } from './primitives/Card';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export type { Space } from './primitives/gap';
export type { TextTone } from './primitives/tone';

// inputs
export { Button } from './inputs/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './inputs/Button';
export { TextField } from './inputs/TextField';
export type { TextFieldProps } from './inputs/TextField';
export { TextArea } from './inputs/TextArea';
export type { TextAreaProps } from './inputs/TextArea';
export { NumberInput } from './inputs/NumberInput';
export type { NumberInputProps } from './inputs/NumberInput';
export { PasswordInput, defaultPasswordInputText } from './inputs/PasswordInput';
export type { PasswordInputProps, PasswordInputText } from './inputs/PasswordInput';
export { Checkbox } from './inputs/Checkbox';
export type { CheckboxProps } from './inputs/Checkbox';
export { OtpInput, defaultOtpInputText } from './inputs/OtpInput';
export type { OtpInputProps, OtpInputText } from './inputs/OtpInput';
export { PhoneInput, defaultPhoneInputText } from './inputs/PhoneInput';
export type { PhoneInputProps, PhoneCountry, PhoneInputText } from './inputs/PhoneInput';
export { Select } from './inputs/Select';
export type { SelectProps, SelectOption } from './inputs/Select';
export { Dropdown, defaultDropdownText } from './inputs/Dropdown';
export type { DropdownProps, DropdownText } from './inputs/Dropdown';
export { MultiSelect, defaultMultiSelectText } from './inputs/MultiSelect';
export type { MultiSelectProps, MultiSelectText } from './inputs/MultiSelect';
export { TagInput, defaultTagInputText } from './inputs/TagInput';
export type { TagInputProps, TagInputText } from './inputs/TagInput';
export { DatePicker, defaultDatePickerText } from './inputs/DatePicker';
export type { DatePickerProps, DatePickerText } from './inputs/DatePicker';
export { DateRangePicker, defaultDateRangePickerText } from './inputs/DateRangePicker';
export type { DateRangePickerProps, DateRangePickerText } from './inputs/DateRangePicker';
export { FileUpload, fileUploadText, DEFAULT_ACCEPT } from './inputs/FileUpload';
export type {
  FileUploadProps,
  UploadedFile,
  UploadFn,
  FileUploadAction,
  FileUploadText,
  UploadStatus,
} from './inputs/FileUpload';
export { PhotoList, photoListText } from './inputs/PhotoList';
export type { Photo, PhotoListProps, PhotoListText } from './inputs/PhotoList';
export { DocumentList, documentListText } from './inputs/DocumentList';
export type { AttachedDocument, DocumentListProps, DocumentListText } from './inputs/DocumentList';
export { PriceInput, groupIndian } from './inputs/PriceInput';
export type { PriceInputProps } from './inputs/PriceInput';

// validation and dates (input kit)
export { validate } from './validation/validate';
export type { Rule, Rules, ValidateOptions } from './validation/validate';
export { rules, isEmail, isEmpty, numberBetween } from './validation/rules';
export type { RuleName, RuleFn, RuleOptions, DateRangeValue } from './validation/rules';
export { messages, requiredMessage } from './validation/messages';
export { ValidationGroup } from './validation/ValidationGroup';
export type { ValidationGroupProps } from './validation/ValidationGroup';
export { useValidationGroup } from './validation/useValidationGroup';
export type { ValidationGroupHandle } from './validation/ValidationGroupContext';
export { formatDate, parseDate, DATE_FORMAT, DATE_FORMAT_LABEL } from './dates';

// marketplace components
export { marketplaceStrings, sortOptions, defaultSort, categories, marketplaceLimits } from './marketplace/strings';
export type { MarketplaceStrings, SortKey, CategoryKey } from './marketplace/strings';
export { Link, LinkProvider } from './marketplace/link';
export type { LinkComponent, LinkProps, LinkProviderProps } from './marketplace/link';
export {
  formatDateTime,
  formatDay,
  formatMonthYear,
  formatNumber,
  formatPaise,
  formatPostedTime,
  formatPrice,
  indiaToday,
  isFreshPosting,
} from './marketplace/format';
export type { DateInput } from './marketplace/format';
export { createClock, createFixedClock, ClockProvider, useClock, usePostedTime } from './marketplace/clock';
export { SaveDataProvider, useSaveData } from './marketplace/saveData';
export type { SaveDataProviderProps } from './marketplace/saveData';
export { PriorityImagesProvider } from './marketplace/priorityImages';
export type { PriorityImage, PriorityImagesProviderProps } from './marketplace/priorityImages';
export type { Clock, ClockOptions, ClockProviderProps } from './marketplace/clock';
export { Badge } from './marketplace/Badge';
export type { BadgeProps, BadgeTone } from './marketplace/Badge';
export { Skeleton } from './marketplace/Skeleton';
export type { SkeletonProps } from './marketplace/Skeleton';
export { EmptyState } from './marketplace/EmptyState';
export type { EmptyStateProps } from './marketplace/EmptyState';
export { Toast, Toaster, createToaster, defaultToastText } from './marketplace/Toast';
export type { ToastProps, ToasterProps, ToastInput, ToastItem, ToastTone, ToastText } from './marketplace/Toast';
export type { ToasterStore, ToasterOptions, Schedule } from './marketplace/Toast';
export { SpecsTable, adDetailText, detailLabel, detailValue } from './marketplace/SpecsTable';
export type { SpecsTableProps, AdDetails } from './marketplace/SpecsTable';
export { AdDocuments, adDocumentsText } from './marketplace/AdDocuments';
export type { AdDocumentsProps, AdDocumentLink, AdDocumentsText } from './marketplace/AdDocuments';
export { ImageGallery, defaultImageGalleryText } from './marketplace/ImageGallery';
export type { GalleryImage, ImageGalleryProps, ImageGalleryText } from './marketplace/ImageGallery';
export { LoginModal, loginReducer, initialLoginState, firstMessages, defaultLoginText } from './marketplace/LoginModal';
export type {
  AccountNeed,
  LoginModalProps,
  LoginPayload,
  OtpLoginPayload,
  LoginSession,
  SignupPayload,
  LoginEvent,
  LoginFailure,
  LoginStage,
  LoginState,
  LoginText,
} from './marketplace/LoginModal';
export { AdCard } from './marketplace/AdCard';
export type { AdCardProps, Ad } from './marketplace/AdCard';
export { ListingWidget } from './marketplace/ListingWidget';
export type { ListingWidgetProps } from './marketplace/ListingWidget';
export { Header, defaultHeaderLinks, defaultHeaderText, formatMobile } from './marketplace/Header';
export type { HeaderLinks, HeaderProps, HeaderText, HeaderUser } from './marketplace/Header';
export { CategoryBar } from './marketplace/CategoryBar';
export type { CategoryBarItem, CategoryBarProps } from './marketplace/CategoryBar';
export { CategoryGrid, categoryGridText } from './marketplace/CategoryGrid';
export type { CategoryGridProps, CategoryGridText } from './marketplace/CategoryGrid';
export { BottomSheet, bottomSheetText } from './marketplace/BottomSheet';
export type { BottomSheetProps, BottomSheetText } from './marketplace/BottomSheet';
export { MobileBottomBar } from './marketplace/MobileBottomBar';
export type { BottomBarItem, MobileBottomBarProps } from './marketplace/MobileBottomBar';
export { Footer, defaultFooterText } from './marketplace/Footer';
export type { FooterLink, FooterProps, FooterText } from './marketplace/Footer';
export { HowItWorks } from './marketplace/HowItWorks';
export type { HowItWorksProps } from './marketplace/HowItWorks';
export { AppDownload } from './marketplace/AppDownload';
export type { AppDownloadProps } from './marketplace/AppDownload';
export { PopularSearches, searchWordHref } from './marketplace/PopularSearches';
export type { PopularSearchesProps, SearchWord } from './marketplace/PopularSearches';
export { AdSlot, adSlotSizes, HousePromo, defaultHousePromoText } from './marketplace/AdSlot';
export type { AdSlotProps, AdSlotSize, HousePromoProps, HousePromoText } from './marketplace/AdSlot';
export { BannerCarousel, defaultBannerCarouselText } from './marketplace/BannerCarousel';
export type { Banner, BannerCarouselProps, BannerCarouselText } from './marketplace/BannerCarousel';
export { LocationModal, ALL_INDIA, GEOLOCATION_UNSUPPORTED, defaultLocationText } from './marketplace/LocationModal';
export type { LocationModalProps, LocationText, Place } from './marketplace/LocationModal';
export { SellerCard, defaultSellerCardText, memberSince } from './marketplace/SellerCard';
export { SellerFacts, defaultSellerFactsText, lastActive, typicalReply } from './marketplace/SellerFacts';
export type { SellerFactsData, SellerFactsProps, SellerFactsText } from './marketplace/SellerFacts';
export type { SellerCardText } from './marketplace/SellerCard';
export type { Seller, SellerCardProps } from './marketplace/SellerCard';
export { ChatThread, defaultChatThreadText } from './marketplace/ChatThread';
export type {
  ChatMessage,
  ChatMessageStatus,
  ChatThreadOffer,
  ChatThreadPhoneRequest,
  ChatThreadProps,
  ChatThreadText,
} from './marketplace/ChatThread';
export { ChatComposer, defaultChatComposerText } from './marketplace/ChatComposer';
export type { ChatComposerProps, ChatComposerText } from './marketplace/ChatComposer';
export { InboxList, defaultInboxListText } from './marketplace/InboxList';
export type { InboxChat, InboxListProps, InboxListText } from './marketplace/InboxList';
export { MakeOffer, OfferCard, OfferForm, defaultOfferCardText } from './marketplace/OfferCard';
export { PhoneRequestCard, defaultPhoneRequestCardText, telHref, whatsAppHref } from './marketplace/PhoneRequestCard';
export type {
  PhoneRequestCardProps,
  PhoneRequestCardStatus,
  PhoneRequestCardText,
} from './marketplace/PhoneRequestCard';
export type {
  MakeOfferProps,
  OfferCardProps,
  OfferCardStatus,
  OfferCardText,
  OfferFormProps,
} from './marketplace/OfferCard';
export { RatingForm, RatingList, RatingReply, RatingStars, defaultRatingText } from './marketplace/Rating';
export type {
  RatingFormProps,
  RatingListProps,
  RatingReplyProps,
  RatingStarsProps,
  RatingText,
  RatingValue,
} from './marketplace/Rating';
export { SoldToDialog, defaultSoldToDialogText } from './marketplace/SoldToDialog';
export type { SoldToBuyer, SoldToDialogProps, SoldToDialogText } from './marketplace/SoldToDialog';
export { OwnerAdRow, ownerAdRowText, daysLeft, RENEW_WINDOW_DAYS } from './marketplace/OwnerAdRow';
export type { OwnerAd, OwnerAdAction, OwnerAdRowProps, OwnerAdRowText } from './marketplace/OwnerAdRow';
export { OwnerBannerRow, ownerBannerRowText, linkHost } from './marketplace/OwnerBannerRow';
export type {
  OwnerBanner,
  OwnerBannerAction,
  OwnerBannerRowProps,
  OwnerBannerRowText,
} from './marketplace/OwnerBannerRow';
export { CountTabs } from './marketplace/CountTabs';
export type { CountTab, CountTabsProps } from './marketplace/CountTabs';
export { ConfirmDialog, confirmDialogText } from './marketplace/ConfirmDialog';
export { SchemeSwitch, schemeSwitchText } from './marketplace/SchemeSwitch';
export type { Scheme, SchemeSwitchProps, SchemeSwitchText } from './marketplace/SchemeSwitch';
export { LanguageSwitch, defaultLanguageSwitchText, haatLanguages } from './marketplace/LanguageSwitch';
export type { LanguageOption, LanguageSwitchProps, LanguageSwitchText } from './marketplace/LanguageSwitch';
export { SavedSearchList, savedSearchListText } from './marketplace/SavedSearchList';
export type { SavedSearchListProps, SavedSearchItem, SavedSearchListText } from './marketplace/SavedSearchList';
export { InstallPrompt, installPromptText } from './marketplace/InstallPrompt';
export type { InstallPromptProps, InstallPromptText } from './marketplace/InstallPrompt';
export { NotificationSettings, notificationSettingsText } from './marketplace/NotificationSettings';
export type {
  NotificationSettingsProps,
  NotificationSettingsValue,
  NotificationKindOption,
  PushState,
  NotificationSettingsText,
} from './marketplace/NotificationSettings';
export type { ConfirmDialogProps, ConfirmDialogText } from './marketplace/ConfirmDialog';
export { ReasonDialog, reasonDialogText } from './marketplace/ReasonDialog';
export type { ReasonDialogProps, ReasonDialogText } from './marketplace/ReasonDialog';
export { DeleteAccountDialog, defaultDeleteAccountDialogText } from './marketplace/DeleteAccountDialog';
export type {
  DeleteAccountDialogProps,
  DeleteAccountDialogText,
  DeleteAccountErrors,
  DeleteAccountInput,
} from './marketplace/DeleteAccountDialog';
export { ResponsiveTable } from './marketplace/ResponsiveTable';
export type { ResponsiveTableProps, TableColumn } from './marketplace/ResponsiveTable';
export { PlanPicker, planPickerText } from './marketplace/PlanPicker';
export type { PlanOption, PlanPickerProps, PlanPickerText } from './marketplace/PlanPicker';
export { WalletStatement, walletStatementText } from './marketplace/WalletStatement';
export type {
  WalletStatementProps,
  WalletStatementStatus,
  WalletStatementText,
  WalletStatementTransaction,
} from './marketplace/WalletStatement';
export { TopUpForm, topUpFormText } from './marketplace/TopUpForm';
export type { TopUpFormProps, TopUpFormText } from './marketplace/TopUpForm';

// Languages: a provider for locale and direction, text constants a catalogue translates, one filler.
export {
  LocaleProvider,
  activateLanguage,
  currentLanguage,
  defineText,
  fillTemplate,
  readLanguageWith,
  useLocale,
  useText,
} from './locale';
export type { Catalogue, Direction, Language, Locale, LocaleProviderProps } from './locale';
