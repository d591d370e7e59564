/** Every string of the mobile app page, for a translated catalogue to replace. `{…}` are replaced. */
export const mobileAppText = {
  /** The browser tab's title; the page's heading is `heading`. */
  title: 'Haat mobile app',
  description: 'Get the Haat app for Android and iPhone: chat alerts and quick posting.',
  heading: 'The Haat app',
  intro: 'Everything on the website, in your pocket, with a notification the moment a buyer writes to you.',
  features: [
    'Post an ad in a minute with photos straight from your camera.',
    'Chat with buyers and sellers, with alerts.',
    'Save searches and favourites across devices.',
  ],
  play: 'Get it on Google Play',
  appStore: 'Download on the App Store',
  /** Shown while neither store link is set. */
  comingSoon:
    "The app is coming soon to Google Play and the App Store. Until then, Haat works in your phone's browser: add it to your home screen.",
} as const;
