import { devanagariToLatin } from './devanagari';

/**
 * The catalogue's words as Hindi speakers write them in Devanagari, with the English words sellers
 * use for the same thing in Latin titles: category and sub-category names, common items and brands.
 * Written as people type on phones (मोबाइल, कार, किराया), not Sanskritised forms. A word heard
 * the same way in both scripts (होंडा, सोफा) needs no entry: its Latin key is the English word.
 * Lower-case English; the first is what most titles say.
 */
const WORDS: [hindi: string, english: string[]][] = [
  // Mobiles & Tablets
  ['मोबाइल', ['mobile', 'phone']],
  ['फोन', ['phone', 'mobile']],
  ['स्मार्टफोन', ['smartphone', 'phone']],
  ['आईफोन', ['iphone']],
  ['एप्पल', ['apple']],
  ['सैमसंग', ['samsung']],
  ['रेडमी', ['redmi']],
  ['शाओमी', ['xiaomi', 'mi']],
  ['वीवो', ['vivo']],
  ['ओप्पो', ['oppo']],
  ['रियलमी', ['realme']],
  ['वनप्लस', ['oneplus']],
  ['नोकिया', ['nokia']],
  ['मोटोरोला', ['motorola']],
  ['टैबलेट', ['tablet']],
  ['चार्जर', ['charger']],
  ['ईयरफोन', ['earphones', 'earphone']],
  ['हेडफोन', ['headphones', 'headphone']],
  ['घड़ी', ['watch']],
  ['स्मार्टवॉच', ['smartwatch']],
  // Cars & Bikes
  ['बाइक', ['bike', 'motorcycle']],
  ['मोटरसाइकिल', ['motorcycle', 'bike']],
  ['स्कूटर', ['scooter']],
  ['स्कूटी', ['scooty', 'scooter']],
  ['कार', ['car']],
  ['गाड़ी', ['car', 'vehicle']],
  ['ट्रक', ['truck']],
  ['साइकिल', ['cycle', 'bicycle']],
  ['ऑटो', ['auto', 'rickshaw']],
  ['रिक्शा', ['rickshaw']],
  ['ट्रैक्टर', ['tractor']],
  ['टायर', ['tyre', 'tyres']],
  ['मारुति', ['maruti']],
  ['सुजुकी', ['suzuki']],
  ['हुंडई', ['hyundai']],
  ['टाटा', ['tata']],
  ['महिंद्रा', ['mahindra']],
  ['टोयोटा', ['toyota']],
  ['बजाज', ['bajaj']],
  ['एक्टिवा', ['activa']],
  ['स्प्लेंडर', ['splendor']],
  ['पल्सर', ['pulsar']],
  ['बुलेट', ['bullet']],
  ['रॉयल', ['royal']],
  ['एनफील्ड', ['enfield']],
  ['स्विफ्ट', ['swift']],
  ['डीजल', ['diesel']],
  ['पेट्रोल', ['petrol']],
  // Electronics & Appliances
  ['फ्रिज', ['fridge', 'refrigerator']],
  ['रेफ्रिजरेटर', ['refrigerator', 'fridge']],
  ['टीवी', ['tv', 'television']],
  ['टेलीविजन', ['television', 'tv']],
  ['एलईडी', ['led']],
  ['लैपटॉप', ['laptop']],
  ['कंप्यूटर', ['computer']],
  ['कैमरा', ['camera']],
  ['कूलर', ['cooler']],
  ['एसी', ['ac']],
  ['पंखा', ['fan']],
  ['वॉशिंग', ['washing']],
  ['मशीन', ['machine']],
  ['माइक्रोवेव', ['microwave']],
  ['मिक्सर', ['mixer']],
  ['गीजर', ['geyser']],
  ['इन्वर्टर', ['inverter']],
  ['प्रिंटर', ['printer']],
  ['मॉनिटर', ['monitor']],
  ['स्पीकर', ['speaker', 'speakers']],
  ['प्लेस्टेशन', ['playstation', 'ps4', 'ps5']],
  // Properties
  ['मकान', ['house']],
  ['घर', ['house', 'home']],
  ['फ्लैट', ['flat', 'apartment']],
  ['कमरा', ['room']],
  ['किराया', ['rent']],
  ['किराये', ['rent']],
  ['किराए', ['rent']],
  ['प्लॉट', ['plot']],
  ['ज़मीन', ['land', 'plot']],
  ['दुकान', ['shop']],
  ['ऑफिस', ['office']],
  ['पीजी', ['pg']],
  ['हॉस्टल', ['hostel']],
  ['बीएचके', ['bhk']],
  // Jobs
  ['नौकरी', ['job', 'jobs']],
  ['ड्राइवर', ['driver']],
  ['शिक्षक', ['teacher']],
  ['टीचर', ['teacher']],
  ['ट्यूशन', ['tuition']],
  ['रसोइया', ['cook']],
  ['कुक', ['cook']],
  ['डिलीवरी', ['delivery']],
  ['अकाउंटेंट', ['accountant']],
  ['सेल्स', ['sales']],
  ['मार्केटिंग', ['marketing']],
  ['पार्ट', ['part']],
  ['टाइम', ['time']],
  // Fashion & Jewellery, Fancy
  ['साड़ी', ['saree', 'sari']],
  ['कुर्ता', ['kurta']],
  ['लहंगा', ['lehenga']],
  ['जूते', ['shoes']],
  ['जूता', ['shoes']],
  ['चप्पल', ['chappal', 'slippers']],
  ['गहने', ['jewellery']],
  ['ज्वेलरी', ['jewellery', 'jewelry']],
  ['अंगूठी', ['ring']],
  ['हार', ['necklace']],
  ['बैग', ['bag']],
  ['पर्स', ['purse', 'wallet']],
  ['कपड़े', ['clothes']],
  ['तोहफा', ['gift']],
  ['गिफ्ट', ['gift']],
  // Food & Recipes
  ['खाना', ['food']],
  ['टिफिन', ['tiffin']],
  ['मिठाई', ['sweets']],
  ['अचार', ['pickle', 'pickles']],
  ['मसाला', ['masala', 'spices']],
  ['केक', ['cake', 'cakes']],
  // Furniture
  ['सोफा', ['sofa']],
  ['पलंग', ['bed', 'cot']],
  ['बेड', ['bed']],
  ['अलमारी', ['almirah', 'wardrobe', 'cupboard']],
  ['मेज', ['table']],
  ['टेबल', ['table']],
  ['कुर्सी', ['chair']],
  ['गद्दा', ['mattress']],
  ['डाइनिंग', ['dining']],
  // Books, hobbies, sports, events
  ['किताब', ['book', 'books']],
  ['किताबें', ['books', 'book']],
  ['पुस्तक', ['book', 'books']],
  ['गिटार', ['guitar']],
  ['क्रिकेट', ['cricket']],
  ['बल्ला', ['bat']],
  ['खिलौने', ['toys']],
  ['खिलौना', ['toy', 'toys']],
  ['कुत्ता', ['dog']],
  ['पिल्ला', ['puppy']],
  ['बिल्ली', ['cat']],
  ['शादी', ['wedding']],
  ['टिकट', ['ticket', 'tickets']],
];

/**
 * Latin key (`devanagariToLatin`) of a Hindi word → the English words for it. Keyed by the key, not
 * the spelling, so फ्रीज finds what फ्रिज does.
 */
const byKey = new Map<string, string[]>();
/** English word → the Latin keys of Hindi words for it ('bike' → baik): what Hindi ads carry. */
const byEnglish = new Map<string, string[]>();
for (const [hindi, english] of WORDS) {
  const key = devanagariToLatin(hindi);
  byKey.set(key, [...new Set([...(byKey.get(key) ?? []), ...english])]);
  for (const e of english) {
    if (e !== key) byEnglish.set(e, [...new Set([...(byEnglish.get(e) ?? []), key])]);
  }
}
const keys = [...byKey.keys()];

/**
 * English words for a Hindi word's Latin key: the vocabulary's entry, or, for a key of 4 letters
 * or more with none, the entries one letter away (a typing slip: 'frej', 'mobil').
 */
export function englishFor(key: string): string[] {
  const exact = byKey.get(key);
  if (exact) return exact;
  if (key.length < 4) return [];
  return [
    ...new Set(
      keys.filter((k) => Math.abs(k.length - key.length) <= 1 && oneEditApart(k, key)).flatMap((k) => byKey.get(k)!),
    ),
  ];
}

/** Latin keys of the Hindi words for an English word ('bike' → ['baik']), for Hindi ads. */
export function hindiKeysFor(english: string): string[] {
  return byEnglish.get(english) ?? [];
}

/** Levenshtein distance of at most one (one letter changed, added or left out). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length > b.length) [a, b] = [b, a];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.length === b.length ? a.slice(i + 1) === b.slice(i + 1) : a.slice(i) === b.slice(i + 1);
}
