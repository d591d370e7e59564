import type { Preview } from '@storybook/react-vite';
// The faces as an app gets them from `@haat/ui/fonts`, so a story looks as the app does.
import '../packages/ui/src/fonts';
// The custom properties every style reads, as an app imports them from `@haat/ui/tokens.css`.
import '../packages/ui/src/theme/tokens.css';
import { GlobalStyle, ThemeProvider } from '../packages/ui/src/theme';
import { activateLanguage, type Catalogue } from '../packages/ui/src/locale/text';

/**
 * The Language toolbar (or a story's `globals: { locale: 'hi' }`) shows a story in Hindi: the
 * app's catalogue (apps/marketplace/locales/hi.po) is loaded and made the language every text
 * constant and formatter reads, before the story renders; `<html lang>` follows, so the
 * Devanagari face and screen readers do too.
 */
async function applyLanguage(locale: unknown) {
  if (locale === 'hi') {
    const { messages } = (await import('../apps/marketplace/locales/hi.po')) as { messages: Catalogue };
    activateLanguage({ locale: 'hi-IN', catalogue: messages });
    document.documentElement.lang = 'hi-IN';
  } else {
    activateLanguage({ locale: 'en-IN' });
    document.documentElement.lang = 'en-IN';
  }
  return {};
}

/**
 * The Direction toolbar (or a story's `globals: { direction: 'rtl' }`) shows a story right to left,
 * as an Urdu page would be: the kit's styles are logical properties, so nothing but the order should
 * change. Set on `<html>`, so portalled dialogs follow.
 */
function applyDirection(direction: unknown) {
  if (typeof document === 'undefined') return;
  if (direction === 'rtl') document.documentElement.dir = 'rtl';
  else document.documentElement.removeAttribute('dir');
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr', locale: 'en' },
  loaders: [({ globals }) => applyLanguage(globals.locale)],
  // `visual`: every story is also a screenshot test (see vitest.setup.ts); opt out with tags: ['!visual'].
  tags: ['autodocs', 'visual'],
  decorators: [
    (Story, { globals }) => {
      applyDirection(globals.direction);
      return <Story />;
    },
    (Story) => (
      <ThemeProvider>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '760px' }, type: 'mobile' },
        tab768: { name: 'Tab 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};
export default preview;
