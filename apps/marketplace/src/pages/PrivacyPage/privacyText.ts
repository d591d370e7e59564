import { defineText } from '@haat/ui';
/**
 * Every string of the Privacy Policy page, for a translated catalogue to replace. The operator's
 * name and address and the Grievance Officer come from the server's settings (GET /api/site/).
 */
export const privacyText = defineText('privacy', {
  title: 'Privacy Policy',
  metaDescription:
    'How Haat collects, uses, keeps and protects your personal data under the Digital Personal Data Protection Act, 2023, and how to use your rights.',
  contents: 'On this page',
  intro: [
    'This policy explains what personal data Haat collects when you use our website and apps, why, how long we keep it, who we share it with, and your rights under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"). For this data, the Data Fiduciary is:',
  ],
  operatorLabel: 'Data Fiduciary',
  addressLabel: 'Registered address',
  sections: {
    collect: {
      heading: 'What we collect',
      list: [
        'Mobile number: your account is your Indian mobile number, confirmed with a one-time password (OTP) we send to it by SMS.',
        'Profile: your name; your e-mail address if you add one (used to confirm it and to reset your password); your password, kept only as a one-way hash.',
        'Ads: what you post (title, description, price, photos, category and details) with the city and locality you choose, and the phone number you show on an ad if you choose to show one.',
        'Chats: messages you send to and receive from other users, and the users you block or report.',
        'Location choice: the city or area you pick to see ads near you. If you allow your device’s location, it is used once to find the nearest city; we keep the city, not the position.',
        'Payments: wallet top-ups are made through Razorpay, which receives your card, UPI or bank details; we never see or keep them. We keep the order and payment references, the amounts and your wallet statement.',
        'Messages to us: your name, e-mail, phone and message when you use the contact form or write to us.',
        'Technical data: your IP address, browser and device type, and records of requests, to keep the service secure and stop abuse.',
      ],
      device:
        'On your device, your browser keeps your sign-in token, your chosen location and the draft of an ad you are writing; signing out removes the token.',
    },
    purposes: {
      heading: 'Why we use it',
      paragraphs: ['We use your personal data only to:'],
      list: [
        'create your account, sign you in and keep it secure;',
        'publish your ads and show them to buyers, and let buyers and sellers chat;',
        'take payments and run your wallet, featured ads, cashback and banners;',
        'answer your messages and complaints;',
        'find and stop fraud, spam and prohibited content, and enforce our Terms;',
        'meet our duties under Indian law, including requests from courts and authorities.',
      ],
      after: [
        'We process it with your consent, given when you sign up and when you use a feature, or for the legitimate uses the DPDP Act allows (such as meeting a legal duty). We do not sell your personal data, and we do not use it to show you other companies’ advertising.',
      ],
    },
    share: {
      heading: 'Who sees it',
      paragraphs: [
        'Other users see your ads, your name, how long you have been a member and, only if you choose it for an ad, your phone number. Your mobile number is not shown otherwise.',
        'Companies that work for us see what they need for that work, under contract: the SMS provider (your mobile number and OTP), Razorpay (payments) and our hosting and storage providers. We share data with the police, courts or other authorities only when the law requires it.',
      ],
    },
    retention: {
      heading: 'How long we keep it',
      list: [
        'Your account, ads and chats: while your account is open. When you delete your account, we erase your personal data at once, except as below.',
        'Payment and wallet records: 8 years, as tax and accounting laws require.',
        'Content removed for breaking the law or our Terms, and the details of the account behind it: 180 days after removal, as the IT Rules, 2021 require, or longer if a court or authority asks.',
        'Security logs (IP addresses and requests): 180 days.',
        'OTPs: minutes; they expire after one use or a few minutes.',
      ],
    },
    rights: {
      heading: 'Your rights',
      paragraphs: ['Under the DPDP Act you have the right to:'],
      list: [
        'access a summary of the personal data we hold about you and how we use it, and who we have shared it with: My Account → Your data → Download my data gives you a copy of all of it at once, as a file;',
        'have it corrected, completed or updated: you can change your name and e-mail in My Account and edit your ads in My Ads;',
        'have it erased, when it is no longer needed or you withdraw consent: you can delete your ads yourself, and your whole account in My Account → Delete account (your messages stay in the other person’s chats as from Deleted user, and wallet records are kept without your name, as accounting law requires);',
        'withdraw your consent at any time, as easily as you gave it (what we did before stays lawful): My Account → Consents lists each one with its version and date, with a Withdraw button;',
        'have your grievance about your data answered by us;',
        'nominate another person to use these rights for you if you die or become unable to.',
      ],
      after: [
        'You can download, erase and withdraw yourself in My Account. To use another right, write from or about your registered mobile number to the contact below. We reply within 30 days. If you are not satisfied with our answer to a grievance, you may complain to the Data Protection Board of India.',
      ],
    },
    children: {
      heading: 'Children',
      paragraphs: [
        'Haat is for people aged 18 and over. We do not knowingly collect data about children; if you believe a child has given us personal data, write to us and we will erase it.',
      ],
    },
    security: {
      heading: 'Security',
      paragraphs: [
        'Everything between your device and Haat travels encrypted (HTTPS). Passwords are kept only as one-way hashes, OTPs expire quickly, and only the staff who need personal data for their work can reach it. If a breach affects your data, we will tell you and the Data Protection Board of India as the law requires.',
      ],
    },
    changes: {
      heading: 'Changes to this policy',
      paragraphs: [
        'We post changes to this policy on this page, and tell signed-in users about important changes before they take effect.',
      ],
    },
  },
  contact: {
    heading: 'Consent, rights and grievances',
    intro:
      'For your consent and its withdrawal, to use any of your rights, or for a complaint about your personal data, write to our Grievance Officer:',
    nameLabel: 'Name',
    emailLabel: 'E-mail',
    addressLabel: 'Address',
  },
});
