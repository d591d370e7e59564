import type { Category as ApiCategory } from '../api/types';

/** Categories as the app uses them, built from the lookup's categories (`lookup.cats`). */
interface SubCategory {
  id: number;
  /** URL key, e.g. `mobile-phones`. */
  slug: string;
  title: string;
  /** The parent category's slug. */
  category: string;
}

interface Category {
  id: number;
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

/** The categories of `lookup.cats` as the app reads them: sub-categories know their category, every slug is mapped. */
export function toCatalogue(list: ApiCategory[]): Catalogue {
  const cats: Category[] = list.map((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    subCategories: c.cat_list.map((s) => ({ id: s.id, slug: s.slug, title: s.title, category: c.slug })),
  }));
  const subCats = cats.flatMap((c) => c.subCategories);
  const catMappings: Catalogue['catMappings'] = {};
  for (const category of cats) {
    catMappings[category.slug] = { category };
    for (const subCategory of category.subCategories) catMappings[subCategory.slug] = { category, subCategory };
  }
  return { cats, subCats, catMappings };
}
