// The public API of @haat/ui, written out by hand (no `export *`) so tree-shaking stays honest.

// theme
export { theme, ThemeProvider, GlobalStyle, media, focusRing, visuallyHidden, inputBase, breakpoints } from './theme';
export type { HaatTheme, ThemeProviderProps } from './theme';

// inputs
export { Button } from './inputs/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './inputs/Button';
export { TextField } from './inputs/TextField';
export type { TextFieldProps } from './inputs/TextField';
export { TextArea } from './inputs/TextArea';
export type { TextAreaProps } from './inputs/TextArea';
export { NumberInput } from './inputs/NumberInput';
export type { NumberInputProps } from './inputs/NumberInput';
export { PasswordInput } from './inputs/PasswordInput';
export type { PasswordInputProps } from './inputs/PasswordInput';
export { Checkbox } from './inputs/Checkbox';
export type { CheckboxProps } from './inputs/Checkbox';
export { OtpInput } from './inputs/OtpInput';
export type { OtpInputProps } from './inputs/OtpInput';
export { PhoneInput } from './inputs/PhoneInput';
export type { PhoneInputProps, PhoneCountry } from './inputs/PhoneInput';
export { Select } from './inputs/Select';
export type { SelectProps, SelectOption } from './inputs/Select';
export { Dropdown } from './inputs/Dropdown';
export type { DropdownProps } from './inputs/Dropdown';
export { MultiSelect } from './inputs/MultiSelect';
export type { MultiSelectProps } from './inputs/MultiSelect';
export { TagInput, tagInputText } from './inputs/TagInput';
export type { TagInputProps, TagInputText } from './inputs/TagInput';
export { DatePicker } from './inputs/DatePicker';
export type { DatePickerProps } from './inputs/DatePicker';
export { DateRangePicker } from './inputs/DateRangePicker';
export type { DateRangePickerProps } from './inputs/DateRangePicker';
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
export { Toast, Toaster, createToaster } from './marketplace/Toast';
export type { ToastProps, ToasterProps, ToastInput, ToastItem, ToastTone } from './marketplace/Toast';
export type { ToasterStore, ToasterOptions, Schedule } from './marketplace/Toast';
export { SpecsTable } from './marketplace/SpecsTable';
export type { SpecsTableProps, AdDetails } from './marketplace/SpecsTable';
export { AdDocuments, adDocumentsText } from './marketplace/AdDocuments';
export type { AdDocumentsProps, AdDocumentLink, AdDocumentsText } from './marketplace/AdDocuments';
export { ImageGallery, defaultGalleryLabels } from './marketplace/ImageGallery';
export type { GalleryImage, ImageGalleryLabels, ImageGalleryProps } from './marketplace/ImageGallery';
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
export { Header, defaultHeaderLinks, formatMobile } from './marketplace/Header';
export type { HeaderLinks, HeaderProps, HeaderUser } from './marketplace/Header';
export { CategoryBar } from './marketplace/CategoryBar';
export type { CategoryBarItem, CategoryBarProps } from './marketplace/CategoryBar';
export { CategoryGrid, categoryGridText } from './marketplace/CategoryGrid';
export type { CategoryGridProps, CategoryGridText } from './marketplace/CategoryGrid';
export { BottomSheet, bottomSheetText } from './marketplace/BottomSheet';
export type { BottomSheetProps, BottomSheetText } from './marketplace/BottomSheet';
export { MobileBottomBar } from './marketplace/MobileBottomBar';
export type { BottomBarItem, MobileBottomBarProps } from './marketplace/MobileBottomBar';
export { Footer } from './marketplace/Footer';
export type { FooterLink, FooterProps } from './marketplace/Footer';
export { HowItWorks } from './marketplace/HowItWorks';
export type { HowItWorksProps } from './marketplace/HowItWorks';
export { AppDownload } from './marketplace/AppDownload';
export type { AppDownloadProps } from './marketplace/AppDownload';
export { PopularSearches, searchWordHref } from './marketplace/PopularSearches';
export type { PopularSearchesProps, SearchWord } from './marketplace/PopularSearches';
export { AdSlot, adSlotSizes, HousePromo } from './marketplace/AdSlot';
export type { AdSlotProps, AdSlotSize, HousePromoProps } from './marketplace/AdSlot';
export { BannerCarousel } from './marketplace/BannerCarousel';
export type { Banner, BannerCarouselProps } from './marketplace/BannerCarousel';
export { LocationModal, ALL_INDIA, GEOLOCATION_UNSUPPORTED, defaultLocationText } from './marketplace/LocationModal';
export type { LocationModalProps, LocationText, Place } from './marketplace/LocationModal';
export { SellerCard, memberSince } from './marketplace/SellerCard';
export type { Seller, SellerCardProps } from './marketplace/SellerCard';
export { ChatThread, defaultChatThreadLabels } from './marketplace/ChatThread';
export type { ChatMessage, ChatMessageStatus, ChatThreadLabels, ChatThreadProps } from './marketplace/ChatThread';
export { ChatComposer } from './marketplace/ChatComposer';
export type { ChatComposerProps } from './marketplace/ChatComposer';
export { InboxList } from './marketplace/InboxList';
export type { InboxChat, InboxListProps } from './marketplace/InboxList';
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
