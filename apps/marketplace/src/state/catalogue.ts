/** Categories as the app uses them, normalised from `GET /api/lookup/cats/`. */
export interface SubCategory {
  id: number | string;
  /** URL key, e.g. `mobile-phones`. */
  slug: string;
  title: string;
  /** The parent category's slug. */
  category: string;
}

export interface Category {
  id: number | string;
  /** The spec's key, e.g. `Mobiles+Tablets`; the path of `/search/{slug}/`. */
  slug: string;
  title: string;
  subCategories: SubCategory[];
}

export interface Catalogue {
  cats: Category[];
  subCats: SubCategory[];
  /** Every category and sub-category slug (and title) → its category; used to resolve URLs and show names. */
  catMappings: Record<string, { category: Category; subCategory?: SubCategory }>;
}

type RawSub = { id?: number | string; slug?: string; key?: string; title?: string; name?: string };
type RawCat = RawSub & { cat_list?: RawSub[]; sub_categories?: RawSub[]; subcategories?: RawSub[] };

const slugOf = (r: RawSub) => String(r.slug ?? r.key ?? r.title ?? r.name ?? r.id ?? '');
const titleOf = (r: RawSub) => String(r.title ?? r.name ?? r.slug ?? '');

/** Accepts a list or a `{ results }` page, with sub-categories under `cat_list` (the spec's name) or `sub_categories`. */
export function normaliseCatalogue(raw: unknown): Catalogue {
  const list: RawCat[] = Array.isArray(raw)
    ? (raw as RawCat[])
    : raw && typeof raw === 'object' && Array.isArray((raw as { results?: unknown }).results)
      ? (raw as { results: RawCat[] }).results
      : [];
  const cats: Category[] = list.map((c) => {
    const slug = slugOf(c);
    const subs = c.cat_list ?? c.sub_categories ?? c.subcategories ?? [];
    return {
      id: c.id ?? slug,
      slug,
      title: titleOf(c),
      subCategories: subs.map((s) => ({ id: s.id ?? slugOf(s), slug: slugOf(s), title: titleOf(s), category: slug })),
    };
  });
  const subCats = cats.flatMap((c) => c.subCategories);
  const catMappings: Catalogue['catMappings'] = {};
  for (const category of cats) {
    catMappings[category.slug] = { category };
    for (const subCategory of category.subCategories) catMappings[subCategory.slug] = { category, subCategory };
  }
  return { cats, subCats, catMappings };
}
