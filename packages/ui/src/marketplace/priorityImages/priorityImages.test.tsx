import { describe, expect, test } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme';
import { AdCard } from '../AdCard';
import { BannerCarousel } from '../BannerCarousel';
import { ImageGallery } from '../ImageGallery';
import { PriorityImagesProvider, type PriorityImage } from './priorityImages';

const ad = {
  id: 7,
  title: 'Swift VXi',
  price: 525000,
  category: 'Cars+Bikes',
  sub_category: 'Cars',
  thumbnail: 'https://img.example/7.webp',
  featured: false,
  created_on: new Date().toISOString(),
  area: 'Andheri West',
  city: 'Mumbai',
  data: {},
};

function collect(ui: React.ReactNode): PriorityImage[] {
  const seen: PriorityImage[] = [];
  renderWithTheme(<PriorityImagesProvider onImage={(image) => seen.push(image)}>{ui}</PriorityImagesProvider>);
  return seen;
}

describe('PriorityImagesProvider', () => {
  test('hears of the images the kit fetches at high priority, with the srcset the <img> uses', () => {
    const seen = collect(
      <>
        <AdCard ad={ad} priority />
        <AdCard ad={{ ...ad, id: 8, thumbnail: 'https://img.example/8.webp' }} />
        <BannerCarousel
          banners={[
            { image: '/b/1.webp', imageSmall: '/b/1-s.webp', link: '/x/', alt: 'Sale' },
            { image: '/b/2.webp', link: '/y/', alt: 'More' },
          ]}
          autoPlay={false}
        />
        <ImageGallery
          title="Swift"
          images={[
            { src: '/p/1.webp', width: 800, height: 600 },
            { src: '/p/2.webp', width: 800, height: 600 },
          ]}
        />
      </>,
    );
    const sources = seen.map((image) => image.src);
    expect(sources).toContain('https://img.example/7.webp');
    expect(sources).not.toContain('https://img.example/8.webp');
    expect(seen).toContainEqual({
      src: '/b/1.webp',
      srcSet: '/b/1-s.webp 600w, /b/1.webp 1200w',
      sizes: '(max-width: 640px) 100vw, 1200px',
    });
    expect(sources).not.toContain('/b/2.webp');
    expect(sources).toContain('/p/1.webp');
    expect(sources).not.toContain('/p/2.webp');
    // each <img> marked high priority is one the provider heard of
    for (const img of document.querySelectorAll('img[fetchpriority="high"]'))
      expect(sources).toContain(img.getAttribute('src'));
  });
});
