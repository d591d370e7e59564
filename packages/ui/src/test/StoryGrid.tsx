import styled from 'styled-components';

/** The `AllStates` layout of the input stories: one column of fields on phones, a grid above. */
export const StoryGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: var(--haat-space-6);
  align-items: start;
  max-width: 960px;
`;

/** A narrow column for single-field stories, about the width of a form. */
export const StoryColumn = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 360px;
`;
