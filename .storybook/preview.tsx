import type { Preview } from '@storybook/react-vite';
// The faces as an app gets them from `@haat/ui/fonts`, so a story looks as the app does.
import '../packages/ui/src/fonts';
import { GlobalStyle, ThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  // `visual`: every story is also a screenshot test (see vitest.setup.ts); opt out with tags: ['!visual'].
  tags: ['autodocs', 'visual'],
  decorators: [
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
