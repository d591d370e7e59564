import { parseAdId } from '@haat/contract';
import type { AppContext } from '../../context';
import { toAd } from '../ads/mapper';
import { loadAd } from '../ads/service';
import { summarise, type PageHead } from './html';
import { seoText } from './seoText';
import { currentLanguage } from '@haat/ui/text';
import { say } from '../../http/language';
import { categoryTitle, subCategoryTitle } from '../ads/categoryText';

/** "27 Nov 2026" in the page's language. */
const dayMonth = (date: Date) =>
  new Intl.DateTimeFormat(currentLanguage().locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** An absolute URL, or null for one that cannot be parsed (stored before addresses were checked). */
function absOrNull(base: string, pathOrUrl: string): string | null {
  try {
    return new URL(pathOrUrl, `${base}/`).toString();
  } catch {
    return null;
  }
}
/** Our own paths: always absolute, whatever a visitor put in them. */
const abs = (base: string, path: string) => absOrNull(base, path) ?? `${base}/`;

export interface HeadResult {
  status: 200 | 404 | 410;
  head: PageHead;
}

function breadcrumb(base: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: abs(base, item.path),
    })),
  };
}

const AVAILABILITY = {
  active: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  expired: 'https://schema.org/Discontinued',
  removed: 'https://schema.org/Discontinued',
  pending_review: 'https://schema.org/Discontinued',
} as const;

/** Head of `/view/{id}/`: Product with an Offer in INR, and the category breadcrumb. */
export async function adHead(ctx: AppContext, rawId: string): Promise<HeadResult> {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const id = parseAdId(rawId);
  const found = id === null ? null : await loadAd(ctx.db, id);
  const row = found ? toAd(found, ctx.now()) : null;
  const canonical = abs(base, `/view/${rawId}/`);
  // Expired ads are gone for the public, as in the API; removed ones are gone for good (410); one
  // waiting for review is not there yet (its owner's page reads it through the API).
  if (!row || row.status === 'removed' || row.status === 'expired' || row.status === 'pending_review') {
    return {
      status: row?.status === 'removed' ? 410 : 404,
      head: {
        title: row?.status === 'removed' ? seoText.adRemovedTitle : seoText.adNotFoundTitle,
        description: seoText.adGone,
        canonical,
        noindex: true,
      },
    };
  }
  const place = [row.area, row.city].filter(Boolean).join(', ');
  const price = RUPEES.format(row.price);
  const images = row.images
    .map((img) => img.detail || img.url || img.card)
    .filter((u): u is string => typeof u === 'string' && u !== '')
    .map((u) => absOrNull(base, u))
    .filter((u): u is string => u !== null);
  const data = row.data;
  const named = row.status === 'sold' ? say(seoText.sold, { title: row.title }) : row.title;
  const title = say(place ? seoText.adTitleIn : seoText.adTitle, { title: named, price, place });
  const description = summarise(
    row.description
      ? `${price}. ${row.description}`
      : say(place ? seoText.adSummaryIn : seoText.adSummary, {
          title: row.title,
          price,
          place,
          date: dayMonth(new Date(row.created_on)),
        }),
  );
  const crumbs = [
    { name: seoText.home, path: '/' },
    { name: row.category_title, path: `/search/${row.category_slug}/` },
    ...(row.sub_category_slug && row.sub_category_title
      ? [{ name: row.sub_category_title, path: `/search/${row.sub_category_slug}/` }]
      : []),
    { name: row.title, path: `/view/${row.id}/` },
  ];
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.title,
    description: summarise(row.description || row.title, 500),
    sku: String(row.id),
    category: row.sub_category_title ? `${row.category_title} > ${row.sub_category_title}` : row.category_title,
    ...(images.length ? { image: images } : {}),
    ...(typeof data.brand === 'string' && data.brand ? { brand: { '@type': 'Brand', name: data.brand } } : {}),
    offers: {
      '@type': 'Offer',
      price: String(row.price),
      priceCurrency: 'INR',
      availability: AVAILABILITY[row.status],
      url: canonical,
      seller: { '@type': 'Person', name: row.owner.name || seoText.seller },
      ...(place ? { areaServed: { '@type': 'Place', name: [place, row.state].filter(Boolean).join(', ') } } : {}),
    },
  };
  return {
    status: 200,
    head: {
      title,
      description,
      canonical,
      og: {
        'og:type': 'product',
        'og:image': images[0],
        'product:price:amount': String(row.price),
        'product:price:currency': 'INR',
      },
      jsonLd: [product, breadcrumb(base, crumbs)],
    },
  };
}

/** Head of `/search/{category}/`: the category (or sub-category) page with its breadcrumb. */
export async function categoryHead(ctx: AppContext, slug: string): Promise<HeadResult> {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const canonical = abs(base, `/search/${slug}/`);
  if (!slug) {
    // `/search/` itself: every ad.
    return {
      status: 200,
      head: {
        title: seoText.allAdsTitle,
        description: seoText.allAdsDescription,
        canonical: abs(base, '/search/'),
        og: { 'og:type': 'website' },
        jsonLd: [
          breadcrumb(base, [
            { name: seoText.home, path: '/' },
            { name: seoText.allAds, path: '/search/' },
          ]),
        ],
      },
    };
  }
  const { rows } = await ctx.db.query<{
    slug: string;
    title: string;
    sub_slug: string | null;
    sub_title: string | null;
  }>(
    `SELECT c.slug, c.title, NULL::text AS sub_slug, NULL::text AS sub_title FROM categories c WHERE lower(c.slug) = lower($1)
     UNION ALL
     SELECT c.slug, c.title, s.slug, s.title FROM sub_categories s JOIN categories c ON c.id = s.category_id
      WHERE lower(s.slug) = lower($1)
     LIMIT 1`,
    [slug],
  );
  const row = rows[0];
  if (!row) {
    return {
      status: 404,
      head: {
        title: seoText.categoryNotFound,
        description: seoText.categoryNotFoundDescription,
        canonical,
        noindex: true,
      },
    };
  }
  const category = categoryTitle(row.slug, row.title);
  const sub = row.sub_slug && row.sub_title ? subCategoryTitle(row.sub_slug, row.sub_title) : null;
  const name = sub ?? category;
  const crumbs = [
    { name: seoText.home, path: '/' },
    { name: category, path: `/search/${row.slug}/` },
    ...(row.sub_slug && sub ? [{ name: sub, path: `/search/${row.sub_slug}/` }] : []),
  ];
  return {
    status: 200,
    head: {
      title: say(seoText.categoryTitle, { name }),
      description: say(seoText.categoryDescription, { name: name.toLowerCase() }),
      canonical: abs(base, `/search/${row.sub_slug ?? row.slug}/`),
      og: { 'og:type': 'website' },
      jsonLd: [breadcrumb(base, crumbs)],
    },
  };
}

/** Head of `/store/{id}/`: the seller's page. */
export async function storeHead(ctx: AppContext, rawId: string): Promise<HeadResult> {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const canonical = abs(base, `/store/${rawId}/`);
  const id = parseAdId(rawId);
  const row = id
    ? (
        await ctx.db.query<{ id: number; name: string; created_on: Date | string; ads: number }>(
          `SELECT u.id, u.name, u.created_on,
                  (SELECT count(*) FROM ads a WHERE a.owner_id = u.id AND a.status = 'active' AND a.expires_at > $2) AS ads
             FROM users u WHERE u.id = $1 AND u.is_active`,
          [id, ctx.now()],
        )
      ).rows[0]
    : undefined;
  if (!row) {
    return {
      status: 404,
      head: {
        title: seoText.sellerNotFound,
        description: seoText.sellerNotFoundDescription,
        canonical,
        noindex: true,
      },
    };
  }
  const name = row.name || seoText.seller;
  const since = new Intl.DateTimeFormat(currentLanguage().locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(row.created_on));
  return {
    status: 200,
    head: {
      title: say(seoText.storeTitle, { name }),
      description: say(seoText.storeDescription, { count: Number(row.ads), name, since }),
      canonical,
      og: { 'og:type': 'profile', 'profile:username': name },
      jsonLd: [
        breadcrumb(base, [
          { name: seoText.home, path: '/' },
          { name, path: `/store/${row.id}/` },
        ]),
      ],
    },
  };
}

/** Static pages listed in the sitemap besides categories, ads and stores. */
const STATIC_PATHS = [
  '/',
  '/search/',
  '/about',
  '/mobile-app',
  '/pricing/',
  '/amazon-deals/',
  '/contact-us/',
  '/Terms+Conditions/',
  '/PrivacyPolicy/',
];

/** Sitemaps hold at most 50,000 URLs; ads get what the static pages and categories leave. */
const SITEMAP_LIMIT = 50_000;

/** The sitemap's URLs under `root`: static pages, categories, stores with live ads, then the newest live ads. */
export async function sitemapUrls(ctx: AppContext, root: string) {
  const urls: { loc: string; lastmod?: string; changefreq?: string; priority?: string }[] = STATIC_PATHS.map((p) => ({
    loc: `${root}${p}`,
    changefreq: p === '/' || p === '/search/' ? 'hourly' : 'monthly',
    priority: p === '/' ? '1.0' : '0.5',
  }));
  const cats = await ctx.db.query<{ slug: string }>('SELECT slug FROM categories ORDER BY position, id');
  for (const c of cats.rows) urls.push({ loc: `${root}/search/${c.slug}/`, changefreq: 'hourly', priority: '0.8' });
  const stores = await ctx.db.query<{ id: number }>(
    `SELECT DISTINCT owner_id AS id FROM ads WHERE status = 'active' AND expires_at > $1 ORDER BY owner_id LIMIT 5000`,
    [ctx.now()],
  );
  for (const s of stores.rows) urls.push({ loc: `${root}/store/${s.id}/`, changefreq: 'daily', priority: '0.4' });
  const ads = await ctx.db.query<{ id: number; updated_on: Date | string }>(
    `SELECT id, updated_on FROM ads WHERE status = 'active' AND expires_at > $2 ORDER BY created_on DESC, id DESC LIMIT $1`,
    [Math.max(0, SITEMAP_LIMIT - urls.length), ctx.now()],
  );
  for (const a of ads.rows)
    urls.push({ loc: `${root}/view/${a.id}/`, lastmod: new Date(a.updated_on).toISOString(), priority: '0.6' });
  return urls;
}
