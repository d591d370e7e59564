import { defineText } from '@haat/ui';
/**
 * Every string of the Terms & Conditions page, for a translated catalogue to replace. The operator's
 * name, address and Grievance Officer come from the server's settings (GET /api/site/), not from here.
 */
export const termsText = defineText('terms', {
  title: 'Terms & Conditions',
  metaDescription:
    'The terms for using Haat: accounts, ads, prohibited content, paid features and how to reach our Grievance Officer.',
  contents: 'On this page',
  intro: [
    'These terms are an agreement between you and the operator of Haat named below ("Haat", "we", "us"). They apply to the Haat website and apps (the "Platform"). By creating an account, posting an ad or otherwise using the Platform you accept them, together with our Privacy Policy. If you do not accept them, please do not use the Platform.',
  ],
  operatorLabel: 'Operator',
  addressLabel: 'Registered address',
  sections: {
    role: {
      heading: 'Our role: an intermediary',
      paragraphs: [
        'Haat is an intermediary under the Information Technology Act, 2000: we provide an online place where users post ads and talk to each other. We do not own, sell, buy, inspect, store or deliver anything listed, and we are not a party to any deal between users.',
        'We do not guarantee that an ad is accurate or lawful, that an item is of any quality or safe, that a seller can sell or that a buyer can pay. Buyers and sellers deal with each other directly and at their own risk. Meet in a public place, inspect the item before you pay, and never pay in advance to someone you have not met. Haat never asks for your OTP or password.',
      ],
    },
    account: {
      heading: 'Your account',
      paragraphs: [
        'You sign up and sign in with your own Indian mobile number, confirmed with a one-time password (OTP) sent to it by SMS; you may also set a password. You must be at least 18 years old to hold an account.',
        'Keep your OTP and password to yourself: you are responsible for everything done from your account. Tell us at once if you think someone else is using it. Give true details about yourself; an account may not be sold or handed to someone else.',
        'We may suspend or close an account that breaks these terms, posts fraudulent or prohibited ads, or is used to harass other users, and we may keep it from posting while we look into a complaint.',
      ],
    },
    ads: {
      heading: 'Posting ads',
      paragraphs: [
        'Posting an ad is free. Each ad must describe a real item, property, job or service in India that you are entitled to offer, at its true price, with photos you took or have the right to use. Post each item once, in the right category and city. An ad stays up for 30 days unless you mark it sold or delete it.',
        'You keep the rights in what you post. You allow Haat, without payment, to host, copy, resize, display and promote it on the Platform for as long as it is up, and to keep a copy afterwards where the law requires.',
        'We may review any ad, and refuse, move to another category or remove ads that break these terms or the law, without notice.',
      ],
    },
    prohibited: {
      heading: 'Prohibited content',
      paragraphs: [
        'As the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require us to tell you, you may not post, share or send on Haat anything that:',
      ],
      list: [
        'belongs to another person and to which you have no right;',
        'is obscene, pornographic, paedophilic, invasive of another’s privacy (including bodily privacy), insulting or harassing on the basis of gender, racially or ethnically objectionable, relates to or encourages money laundering or gambling, or promotes enmity between groups on grounds of religion or caste with intent to incite violence;',
        'is harmful to children;',
        'infringes any patent, trademark, copyright or other proprietary right;',
        'deceives or misleads about the origin of a message, or knowingly and intentionally communicates misinformation or information that is patently false or misleading;',
        'impersonates another person;',
        'threatens the unity, integrity, defence, security or sovereignty of India, friendly relations with foreign States or public order, incites any offence, or insults another nation;',
        'contains a software virus or any other code meant to interrupt, destroy or limit the working of any computer resource;',
        'breaks any law in force in India.',
      ],
      after: [
        'In particular, do not list weapons, ammunition or explosives; narcotics or prescription medicines; alcohol or tobacco where the law does not allow their sale; wild animals, their parts or products protected under the Wild Life (Protection) Act, 1972; counterfeit, stolen or smuggled goods; human organs; currency, lottery tickets or investment schemes; other people’s personal data; or adult services.',
        'We remove or disable prohibited content when we learn of it. On an order of a court or a notice from the appropriate Government we do so within 36 hours; content that shows a person’s private area, nudity or a sexual act, or impersonates them (including morphed images), is removed within 24 hours of a complaint by that person or someone on their behalf. We keep removed content and the details of the account behind it for 180 days, or longer if a court or authority asks, for investigation.',
      ],
    },
    paid: {
      heading: 'Paid features',
      wallet:
        'Paid features are paid from your Haat wallet. You add money to it through our payment processor, Razorpay (UPI, cards, net banking); the smallest top-up is ₹10 and the largest ₹50,000. Money in the wallet can be spent only on Haat’s paid features: it earns no interest, is not paid out as cash and cannot be moved to another account.',
      featured:
        'Featured ads: making a live ad featured lists it first in its category and city for the days of the plan you choose. The price is taken from your wallet when you buy; if the wallet is short, nothing is charged. Featuring a featured ad adds the plan’s days to it, and featuring ends by itself at the end of its days.',
      cashback:
        'Cashback: a plan may promise cashback. Mark the ad sold within the plan’s cashback period, counted from when you paid, and the plan’s percentage of the price you paid comes back to your wallet, once, automatically. Cashback is paid only into the wallet and only for an ad that really sold; we may take back cashback, and suspend the account, where an ad was marked sold only to collect it.',
      banners:
        'Promo banners: a banner is shown to visitors of the city you choose on the days you choose (starting from today, at most 90 days ahead and for at most 60 days). Our team reviews every banner before it runs. It is paid from your wallet when approved, at the day price shown when you submitted it; a rejected banner costs nothing. Stopping a running or upcoming banner returns the days not yet shown to your wallet; editing an approved banner that has not started returns its whole price and sends it back to review.',
      prices:
        'Prices are in Indian rupees and include GST where it applies. What you pay is not refunded except as these terms say or as the law requires.',
      pricingLink: 'See the plans, prices and cashback on the Pricing page',
    },
    conduct: {
      heading: 'Chats and safety',
      paragraphs: [
        'Chats are for talking about an ad. Do not send spam, threats, abuse or links meant to cheat. You can block a user, and report an ad or a user to us; we look at every report and may remove content or close accounts.',
      ],
    },
    liability: {
      heading: 'Limits of our liability',
      paragraphs: [
        'The Platform is provided as it is and as available. As far as the law allows, Haat is not liable for any loss that comes from a deal between users, from what users post or send, or from the Platform being unavailable for a while. Where we are liable, our liability is limited to what you paid us in the three months before the claim.',
        'You will make good any loss Haat suffers because you broke these terms or the law while using the Platform.',
      ],
    },
    law: {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may change these terms. We post the changed terms on this page, and tell signed-in users about important changes before they take effect; using the Platform after that means you accept them.',
        'These terms are governed by the laws of India. The courts at the operator’s registered address have exclusive jurisdiction.',
      ],
    },
  },
  grievance: {
    heading: 'Grievance redressal',
    intro:
      'Under the Information Technology Act, 2000 and the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, our Grievance Officer is:',
    nameLabel: 'Name',
    emailLabel: 'E-mail',
    addressLabel: 'Address',
    paragraphs: [
      'Write to the Grievance Officer about any content on Haat, about a breach of these terms, or about how we dealt with your complaint or your data. Say what is wrong, include the link to the ad, store or chat, and how we can reach you.',
      'We acknowledge your complaint within 24 hours and resolve it within 15 days of receiving it. A complaint about content that shows your private area, nudity or a sexual act, or impersonates you, is acted on within 24 hours.',
      'If you are not satisfied with the Grievance Officer’s decision, you may appeal to the Grievance Appellate Committee set up by the Government of India, within 30 days of receiving it.',
    ],
  },
  contact: {
    heading: 'Contact',
    /** One sentence for each mix of a set support e-mail and phone (unset ones are left out). */
    text: {
      both: 'For anything else about these terms, write to {email} or call {phone}.',
      email: 'For anything else about these terms, write to {email}.',
      phone: 'For anything else about these terms, call {phone}.',
      none: 'For anything else about these terms, write to us through the {form}.',
    },
    form: 'contact form',
  },
});
