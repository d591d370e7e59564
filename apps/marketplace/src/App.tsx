import { GlobalStyle, ThemeProvider } from '@haat/ui';
import { AppRoutes } from './routes';
import { Shell } from './shell/Shell';

export function App() {
  return (
    <ThemeProvider>
      <GlobalStyle />
      <Shell>
        <AppRoutes />
      </Shell>
    </ThemeProvider>
  );
}
