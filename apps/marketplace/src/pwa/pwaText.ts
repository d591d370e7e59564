/** The installable app's words: its manifest, the offline page and the update toast. */
export const pwaText = {
  name: 'Haat: free classifieds in India',
  shortName: 'Haat',
  description: 'Buy and sell near you: free ads for mobiles, cars, bikes, homes, jobs and more across India.',
  shortcuts: {
    post: { name: 'Post a free ad', shortName: 'Post' },
    inbox: { name: 'Inbox', shortName: 'Inbox' },
    myAds: { name: 'My ads', shortName: 'My ads' },
  },
  offline: {
    title: 'You are offline',
    body: 'This page is not saved on this phone. Ads and searches you opened before still open without a network.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  updated: 'Haat was updated.',
} as const;
