import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: var(--haat-font-body);
    font-size: var(--haat-font-size-md);
    line-height: var(--haat-line-height-normal);
    color: var(--haat-color-text-default);
    background: var(--haat-color-bg-page);
  }
  button, input, select, textarea { font-family: inherit; font-size: inherit; }
  img { max-width: 100%; }
  a { color: var(--haat-color-text-link); }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
