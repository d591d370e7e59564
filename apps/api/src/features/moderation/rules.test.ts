import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { matchTerms, words } from './rules';
import { checkAd } from './service';

/** Text that must hold an ad under the rule named, and near-misses that must not fire at all. */
const FIRES: [rule: string, text: string][] = [
  // English
  ['prohibited.weapons', 'Pistol for sale, licence not needed'],
  ['prohibited.weapons', 'Two REVOLVERS, good condition'],
  ['prohibited.weapons', 'Hunting rifle with scope'],
  ['prohibited.weapons', 'Air gun and a real gun'],
  ['prohibited.drugs', 'Best quality cocaine, home delivery'],
  ['prohibited.drugs', 'MDMA pills available'],
  ['prohibited.wildlife', 'Original tiger skin, 6 ft'],
  ['prohibited.wildlife', 'Antique ivory statue'],
  ['prohibited.wildlife', 'Rhino horn powder'],
  ['prohibited.currency', 'Fake currency notes, looks real'],
  ['prohibited.currency', 'Counterfeit notes of 500'],
  ['prohibited.adult', 'Escort service in Andheri, 24x7'],
  ['prohibited.adult', 'Call girls available'],
  ['prohibited.medicines', 'Codeine syrup bottles, bulk'],
  ['prohibited.medicines', 'Tramadol 100 mg strips'],
  ['prohibited.medicines', 'Alprazolam without prescription'],
  // Hinglish
  ['prohibited.weapons', 'Desi katta bechna hai, urgent'],
  ['prohibited.weapons', 'Tamancha 315 bore'],
  ['prohibited.weapons', 'Purani bandook, chalu haalat'],
  ['prohibited.drugs', 'Malana charas milega'],
  ['prohibited.drugs', 'Achha ganja, sasta'],
  ['prohibited.wildlife', 'Asli hathi dant ki choodi'],
  ['prohibited.currency', 'Nakli note milenge, 1 ke badle 3'],
  ['prohibited.medicines', 'Corex ki botal chahiye to call karo'],
  // Hindi (Devanagari)
  ['prohibited.weapons', 'देसी कट्टा बिकाऊ है'],
  ['prohibited.weapons', 'पुरानी बंदूक, लाइसेंस के साथ'],
  ['prohibited.drugs', 'गांजा और चरस मिलेगा'],
  ['prohibited.wildlife', 'हाथी दांत की मूर्ति'],
  ['prohibited.currency', 'नकली नोट, असली जैसे'],
  ['prohibited.adult', 'कॉल गर्ल सेवा'],
];

const NEAR_MISSES: string[] = [
  // English
  'Water pistol for kids, summer fun',
  'Toy gun set with foam darts',
  'Honda City, gun metal grey, 2019',
  'Gunmetal finish door handles',
  'Bosch glue gun and spray gun',
  'Ivory colour sofa, 3 seater',
  'Ford Escort 1998 for parts',
  'Royal Enfield Bullet 350, single owner',
  'Gunny bags, 100 pieces',
  'Begun (brinjal) seeds',
  'Glass dining table',
  // Hinglish and places
  'Ganjam district mein zameen',
  'Gehu ka katta, 50 kg',
  'Charasi road par dukaan',
  'Note counting machine, naya',
  // Hindi (Devanagari)
  'बच्चों की पानी वाली पिचकारी',
  'गेहूं का कट्टा, 50 किलो',
  'हाथी की मूर्ति, पीतल',
  'नोट गिनने की मशीन',
];

describe('the matcher', () => {
  test('reads whole words in any script, lower-cased', () => {
    expect(words('Desi-KATTA, बिकाऊ!')).toBe(' desi katta बिकाऊ ');
  });

  test('an allowed phrase hides its words, and only there', () => {
    const list = { terms: ['gun'], allowed: ['gun metal'] };
    expect(matchTerms('Gun metal grey', list)).toEqual([]);
    expect(matchTerms('Gun metal grey paint and a gun', list)).toEqual(['gun']);
  });
});

describe.each(dbKinds())('prohibited items on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
  });
  afterAll(() => h.close());

  const check = (text: string, field: 'title' | 'description' = 'title') =>
    checkAd(h.ctx, null, {
      owner_id: 1,
      title: field === 'title' ? text : 'For sale',
      description: field === 'description' ? text : 'Good condition.',
      price: 1000,
      category_id: 1,
      sub_category_id: null,
      city: 'Pune',
      images: [],
    });

  test.each(FIRES)('%s fires on “%s”', async (rule, text) => {
    const fired = await check(text);
    expect(fired.map((f) => f.rule.id)).toContain(rule);
    expect(fired.find((f) => f.rule.id === rule)!.rule.action).toBe('hold');
  });

  test.each(NEAR_MISSES)('nothing fires on “%s”', async (text) => {
    expect(await check(text)).toEqual([]);
  });

  test('the description is read too, and the evidence names the field and the words', async () => {
    const fired = await check('Selling my old stuff. Also have a desi katta if anyone needs.', 'description');
    expect(fired).toEqual([
      {
        rule: expect.objectContaining({ id: 'prohibited.weapons' }),
        evidence: expect.objectContaining({ field: 'description', terms: 'desi katta' }),
      },
    ]);
  });
});
