import { defineText } from '@haat/ui/text';
import { z } from 'zod';
import { inLang, say } from './language';

/**
 * Field errors in the request's language. The contract's schemas (packages/contract, shared with
 * the app) hold their messages in English, the spec's exact strings among them; the server answers
 * each in the request's language by its English (`spoken`), and zod's rules without a message of
 * their own with `humanMessage`, the contract's sentences (messages.ts) in this catalogue.
 */
const validationText = defineText('validation', {
  required: 'This field is required.',
  wholeNumber: 'Enter a whole number.',
  number: 'Enter a number.',
  text: 'Enter text here.',
  yesNo: 'Choose yes or no.',
  fromList: 'Choose from the list.',
  date: 'Enter a date.',
  notValid: 'This value is not valid.',
  /** {max}: a number of characters, written with Indian grouping (1,000). */
  maxLength: 'Keep it to {max} characters or fewer.',
  maxItems: 'Choose at most {max}.',
  earlierDate: 'Choose an earlier date.',
  below: 'Enter a number below {max}.',
  noMoreThan: 'Enter a number no more than {max}.',
  minLength: 'Enter at least {min} characters.',
  minItems: 'Choose at least {min}.',
  laterDate: 'Choose a later date.',
  above: 'Enter a number above {min}.',
  atLeast: 'Enter a number of at least {min}.',
  email: 'Enter a valid e-mail address.',
  url: 'Enter a web address that starts with https://.',
  format: 'This is not in the right format.',
  option: 'Choose one of the options.',
  multipleOf: 'Enter a multiple of {divisor}.',
  /** {keys}: the field names, as sent. */
  unknownKeys: 'Remove what this form does not take: {keys}.',
  /** The contract's own messages (the spec's, section 5, among them), by their English. */
  contract: {
    youCantMessageThisUser: "You can't message this user.",
    priceAtMost: 'Price can be at most ₹10,00,00,000',
    offerTooLow: 'Offer at least ₹1.',
    offerAboveAsking: 'Offer no more than the asking price.',
    offerDealDone: 'This chat already has a deal.',
    offerNotPending: 'This offer has already been answered.',
    offerOwn: 'Wait for the other person to answer your offer.',
    offerCounterAmount: 'Enter the amount of your counter-offer.',
    phoneNotOnRequest: 'This seller does not give their number on request. Chat with them here.',
    phoneSellerOnly: 'Only the seller can share their number.',
    phoneBuyerOnly: 'Only the buyer can ask for the number.',
    phoneDeclined: 'The seller chose not to share their number in this chat.',
    phoneOnceADay: 'You can ask for the number once a day. Try again tomorrow.',
    phoneShared: 'The number is already shared in this chat.',
    phoneNoRequest: 'There is no request for your number to decline.',
    phoneAnswer: 'Say true to share your number or false to decline.',
    ratingStars: 'Choose from 1 to 5 stars.',
    ratingNoDeal: 'You can rate someone only after a deal with them in this chat.',
    ratingAlready: 'You have already rated this deal.',
    ratingNotAuthor: 'Only the person who wrote this rating can edit it.',
    ratingEditClosed: 'A rating can be edited for 7 days only.',
    ratingNotSubject: 'Only the person who was rated can reply.',
    ratingReplied: 'You have already replied to this rating.',
    ratingNone: 'No such rating.',
    ratingNotBuyer: 'Choose someone who chatted with you about this ad.',
    ratingReplyText: 'Write your reply.',
    ratingWhichOne: 'Choose which one.',
    sendIdsOrAll: 'Send the ids to mark as read, or all: true.',
    lowerCaseDigitsUnderscore: 'Use lower-case letters, digits and _',
    aReasonIsRequired: 'A reason is required.',
    aReasonNeedsAtLeast3: 'A reason needs at least 3 characters.',
    aReasonHasAtMost500: 'A reason has at most 500 characters.',
    aNoteIsRequired: 'A note is required.',
    aNoteNeedsAtLeast3: 'A note needs at least 3 characters.',
    aNoteHasAtMost500: 'A note has at most 500 characters.',
    ensureAtMost100Characters: 'Ensure this value has at most 100 characters',
    chooseOneOfBrandTypes: 'Choose one of: phones, tablets, watches, cars, bikes, scooters',
    atMost2000Characters: 'At most 2000 characters.',
    aTitleHasAtMost80: 'A title has at most 80 characters.',
    aWebAddressHasAtMost: 'A web address has at most 500 characters.',
    acceptanceOfTermsConditionsIsRequired: 'Acceptance of Terms & Conditions is required',
    anActionReadsLikeUserBlock: 'An action reads like user.block.',
    anAdjustmentCannotBeZero: 'An adjustment cannot be zero.',
    anAdjustmentMovesAtMost50: 'An adjustment moves at most ₹50,000.',
    anIdempotencyKeyHas8To: 'An idempotency key has 8 to 80 characters.',
    anIdempotencyKeyIsLettersDigits: 'An idempotency key is letters, digits, - and _.',
    anIdempotencyKeyIsRequired: 'An idempotency key is required.',
    atMost20Details: 'At most 20 details.',
    attachADocumentYouUploaded: 'Attach a document you uploaded.',
    changeYourPasswordWithYourCurrent: 'Change your password with your current one (Change password)',
    chooseCreatedOnOrCreatedOn: 'Choose -created_on or created_on.',
    chooseAPlan: 'Choose a plan.',
    chooseAReason: 'Choose a reason.',
    chooseActionedOrDismissed: 'Choose actioned or dismissed.',
    chooseAnAd: 'Choose an ad.',
    chooseJsonOrZipFor: 'Choose json, or zip for a copy with your photos.',
    chooseChatOnlyOrChatAnd: 'Choose chat only, phone on request, or chat and phone',
    chooseRemoveRestoreOrUnfeature: 'Choose remove, restore or unfeature.',
    chooseApproveOrReject: 'Choose approve or reject.',
    chooseOpenApprovedOrRejected: 'Choose open, approved or rejected.',
    enterAWordOrPhrase: 'Enter a word or phrase.',
    keepEachTermTo60: 'Keep each term to 60 characters or fewer.',
    aListHoldsAtMost500: 'A list holds at most 500 terms.',
    chooseWhatIsWrongWithThis: 'Choose what is wrong with this ad.',
    cityIsRequired: 'City is required',
    emailIsRequired: 'Email is required',
    ensureThisValueIsAtLeast: 'Ensure this value is at least 0.',
    ensureThisValueIsAtLeast2: 'Ensure this value is at least 1.',
    enterADateAsYyyyMm: 'Enter a date as YYYY-MM-DD.',
    enterAMessageId: 'Enter a message id.',
    enterARealDate: 'Enter a real date.',
    enterATimeAsHhMm: 'Enter a time as HH:MM, e.g. 22:00.',
    enterATimeAsHhMm2: 'Enter a time as HH:MM.',
    enterATitleOfAtLeast: 'Enter a title of at least 3 characters.',
    enterATitle: 'Enter a title.',
    enterAValidLatitude: 'Enter a valid latitude',
    enterAValidLongitude: 'Enter a valid longitude',
    enterAWebAddressThatStarts: 'Enter a web address that starts with http:// or https://.',
    enterAWholeAmountInPaise: 'Enter a whole amount in paise.',
    enterAnAmountInPaise: 'Enter an amount in paise.',
    enterAnAmount: 'Enter an amount.',
    enterTheOtpWeSentTo: 'Enter the OTP we sent to your mobile to change your e-mail address',
    enterTheAdId: 'Enter the ad id.',
    enterTheYearAsANumber: 'Enter the year as a number.',
    enterValidEmailAddress: 'Enter valid email address',
    enterValidMobileNumber: 'Enter valid mobile number',
    enterValidPhoneNumber: 'Enter valid phone number',
    enterYourCurrentPasswordToChange: 'Enter your current password to change your e-mail address',
    enterYourEmailAddressOrMobile: 'Enter your email address or mobile number',
    fileNameIsRequired: 'File name is required',
    invalidOtp: 'Invalid OTP',
    keepItUnder1000Characters: 'Keep it under 1,000 characters.',
    keepTheSearchTo100Characters: 'Keep the search to 100 characters.',
    messageIsRequired: 'Message is required',
    nameIsRequired: 'Name is required',
    otpHasExpiredPleaseRequestA: 'OTP has expired. Please request a new one',
    otpIsRequired: 'OTP is required',
    passwordIsRequired: 'Password is required',
    passwordIsRequired2: 'password is required',
    passwordMustBeAtLeast8: 'Password must be at least 8 characters',
    pathIsRequired: 'Path is required',
    pleaseEnterMobileNumber: 'Please enter mobile number',
    priceMustBeAWholeNumber: 'Price must be a whole number of rupees',
    quietHoursMustStartAndEnd: 'Quiet hours must start and end at different times.',
    removeTheControlCharacters: 'Remove the control characters.',
    reportTheUserOrTheAd: 'Report the user or the ad.',
    sayTrueOrFalse: 'Say true or false.',
    sayWhetherToApprove: 'Say whether to approve.',
    sayWhyItIsRejectedAt: 'Say why it is rejected (at least 3 characters).',
    sendAUuidMadeByThe: 'Send a UUID made by the client.',
    sendTheEndpointOfTheSubscription: 'Send the endpoint of the subscription to remove.',
    sendThePushSubscriptionSEndpoint: 'Send the push subscription’s endpoint address.',
    sendTheSubscriptionSAuthSecret: 'Send the subscription’s auth secret (16 bytes, base64url).',
    sendTheSubscriptionSKeys: 'Send the subscription’s keys.',
    sendTheSubscriptionSP256dhKey: 'Send the subscription’s p256dh key (a P-256 public key, base64url).',
    tellUsWhatIsWrongIn: 'Tell us what is wrong in a few words (3 characters or more).',
    tellUsWhatIsWrongIn2: 'Tell us what is wrong in a few words.',
    theLargestTopUpIs50: 'The largest top-up is ₹50,000.',
    theSmallestTopUpIs10: 'The smallest top-up is ₹10.',
    thisAdIsNoLongerAvailable: 'This ad is no longer available.',
    thisEmailAddressIsAlreadyIn: 'This email address is already in use',
    thisFileTypeIsNotAccepted: 'This file type is not accepted.',
    thisIsYourOwnAdBuyers: 'This is your own ad: buyers will message you here.',
    thisLinkIsInvalidOrHas: 'This link is invalid or has expired',
    thisMobileNumberIsAlreadyRegistered: 'This mobile number is already registered',
    thisResetLinkIsInvalidOr: 'This reset link is invalid or has expired',
    titleIsRequired: 'Title is required',
    titleMustBeAtLeast3: 'Title must be at least 3 characters',
    tooManyWrongAttemptsPleaseRequest: 'Too many wrong attempts. Please request a new OTP',
    unableToLogInWithThe: 'Unable to log in with the provided credentials.',
    unknownAction: 'Unknown action',
    unknownDetailFilter: 'Unknown detail filter',
    unknownPoolType: 'Unknown pool type.',
    uploadTheBannerImage: 'Upload the banner image.',
    writeAMessageOrAttachA: 'Write a message or attach a photo.',
    youAreSendingMessagesTooFast: 'You are sending messages too fast. Wait a moment, then try again.',
    youBlockedThisUserUnblockThem: 'You blocked this user. Unblock them to send messages.',
    yourCurrentPasswordIsWrong: 'Your current password is wrong',
    yourOldPasswordWasEnteredIncorrectly: 'Your old password was entered incorrectly',
  },
});

const count = (n: number | bigint) => Number(n).toLocaleString('en-IN');

/** The contract's `humanMessage` (packages/contract/src/messages.ts), in the current language. */
function humanMessage(issue: z.core.$ZodRawIssue): string {
  const t = validationText;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return issue.expected === 'int' ? t.wholeNumber : t.number;
      if (issue.expected === 'string') return t.text;
      if (issue.expected === 'boolean') return t.yesNo;
      if (issue.expected === 'array') return t.fromList;
      if (issue.expected === 'date') return t.date;
      return t.notValid;
    case 'too_big': {
      const max = count(issue.maximum as number);
      if (issue.origin === 'string') return say(t.maxLength, { max });
      if (issue.origin === 'array' || issue.origin === 'set') return say(t.maxItems, { max });
      if (issue.origin === 'date') return t.earlierDate;
      return say(issue.inclusive === false ? t.below : t.noMoreThan, { max });
    }
    case 'too_small': {
      const min = count(issue.minimum as number);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t.required : say(t.minLength, { min });
      if (issue.origin === 'array' || issue.origin === 'set') return say(t.minItems, { min });
      if (issue.origin === 'date') return t.laterDate;
      return say(issue.inclusive === false ? t.above : t.atLeast, { min });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t.email;
      if (issue.format === 'url') return t.url;
      return t.format;
    case 'invalid_value':
      return t.option;
    case 'not_multiple_of':
      return say(t.multipleOf, { divisor: count(issue.divisor as number) });
    case 'unrecognized_keys':
      return say(t.unknownKeys, { keys: issue.keys.join(', ') });
    default:
      return t.notValid;
  }
}

/**
 * zod's rules without a message of their own answer in the current language: the contract's
 * sentences (its `z.config` at import) replaced by the same sentences read from this catalogue.
 */
export function installValidationLanguage(): void {
  z.config({ customError: humanMessage });
}

/** Each message by its English, read once outside any request (in English): the contract's, and the sentences without a placeholder (a schema may write one as its own message). */
let byEnglish: Map<string, () => string> | undefined;

function englishIndex(): Map<string, () => string> {
  const index = new Map<string, () => string>();
  for (const [key, english] of Object.entries(validationText.contract))
    index.set(english, () => validationText.contract[key as keyof typeof validationText.contract]);
  for (const [key, english] of Object.entries(validationText))
    if (typeof english === 'string' && !english.includes('{'))
      index.set(english, () => validationText[key as keyof typeof validationText] as string);
  return index;
}

/**
 * A message in the current language: one of the contract's by its English, or of the sentences
 * above; any other message (already in the current language, or a user's own words) as it is.
 */
export function spoken(message: string): string {
  byEnglish ??= inLang('en', englishIndex);
  const read = byEnglish.get(message);
  return read === undefined ? message : read();
}

/** A 4xx body with each message in the current language: `detail`, and every field's list. */
export function spokenBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' && typeof value === 'string') out[key] = spoken(value);
    else if (Array.isArray(value)) out[key] = value.map((item) => (typeof item === 'string' ? spoken(item) : item));
    else out[key] = value;
  }
  return out;
}
