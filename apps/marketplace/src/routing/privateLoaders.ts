// The signed-in routes' loaders, one chunk for them all: the home page's code names it once, and a
// visitor who never signs in never fetches it.
export { loadAccount } from '../pages/AccountPage/accountData';
export { loadBanner } from '../pages/BannerPage/bannerData';
export { loadChat } from '../pages/ChatPage/chatData';
export { loadInbox } from '../pages/InboxPage/inboxData';
export { loadMakeFeatured } from '../pages/MakeFeaturedPage/makeFeaturedData';
export { loadMyAds } from '../pages/MyAdsPage/myAdsData';
export { loadMyBanners } from '../pages/MyBannersPage/myBannersData';
export { loadPostAd } from '../pages/PostAdPage/postAdData';
export { loadAdmin } from '../pages/shared/adminData';
