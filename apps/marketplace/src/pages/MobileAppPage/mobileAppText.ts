import { defineText } from '@haat/ui';
/** Every string of the mobile app page, for a translated catalogue to replace. `{…}` are replaced. */
export const mobileAppText = defineText('mobileApp', {
  /** The browser tab's title; the page's heading is `heading`. */
  title: 'Haat mobile app',
  description: 'Get the Haat app for Android and iPhone: chat alerts and quick posting.',
  heading: 'The Haat app',
  intro: 'Everything on the website, in your pocket, with a notification the moment a buyer writes to you.',
  features: [
    'Post an ad in a minute with photos straight from your camera.',
    'Chat with buyers and sellers, with a notification for each new chat, even with Haat closed.',
    'Save searches: new ads that match reach you within the hour.',
    'Ads and searches you opened stay readable without a network.',
  ],
  installHeading: 'Install Haat from your browser',
  installIntro: 'Haat installs straight from the browser, in a few hundred kilobytes: no store, no large download.',
  installSteps: [
    'Android (Chrome): open the ⋮ menu and choose “Install app” or “Add to Home screen”.',
    'iPhone (Safari): tap Share, then “Add to Home Screen”.',
    'Then open My Account → Notifications and turn notifications on.',
  ],
  installNow: 'Install Haat now',
  installed: 'Haat is installed on this device.',
  storesHeading: 'From the app stores',
  play: 'Get it on Google Play',
  appStore: 'Download on the App Store',
} as const);
