import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { marketplaceStrings } from '../strings';

export interface HowItWorksProps {
  /** Opens the login modal. */
  onCreateAccount?: () => void;
  /** The block's heading. @default 'How it works' */
  title?: string;
  /** The steps in order, each a title and a sentence. @default the spec's three steps */
  steps?: readonly { title: string; text: string }[];
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  background: ${({ theme }) => theme.colors.bg.brandSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  counter-reset: step;
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  display: grid;
  align-content: start;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.bg.brand};
    border-radius: ${({ theme }) => theme.radii.round};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    max-width: 28em;
    margin: 0;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

/** The home page's three steps (account, free ad, featured) and a Create a free Account button. */
export function HowItWorks({
  onCreateAccount,
  title = marketplaceStrings.howItWorksTitle,
  steps = marketplaceStrings.howItWorksSteps,
}: HowItWorksProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Steps>
        {steps.map((step) => (
          <Step key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Step>
        ))}
      </Steps>
      <Button variant="primary" size="lg" onClick={onCreateAccount}>
        {marketplaceStrings.createFreeAccount}
      </Button>
    </Section>
  );
}
