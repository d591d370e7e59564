import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { marketplaceStrings } from '../strings';
import { media } from '../../theme/media';

export interface HowItWorksProps {
  /** Opens the login modal. */
  onCreateAccount?: () => void;
  /** The block's heading. @default 'How it works' */
  title?: string;
  /** The steps in order, each a title and a sentence. @default the spec's three steps */
  steps?: readonly { title: string; text: string }[];
}

const Section = styled.section`
  padding: var(--haat-space-6) var(--haat-space-4);
  text-align: center;
  background: var(--haat-color-bg-brand-subtle);
  border-radius: var(--haat-radius-lg);
`;

const Title = styled.h2`
  margin: 0 0 var(--haat-space-6);
  font-size: var(--haat-font-size-xl);
`;

const Steps = styled.ol`
  display: grid;
  gap: var(--haat-space-6);
  margin: 0 0 var(--haat-space-6);
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.tab} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  display: grid;
  align-content: start;
  justify-items: center;
  gap: var(--haat-space-2);
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    font-size: var(--haat-font-size-xl);
    font-weight: var(--haat-font-weight-bold);
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-brand);
    border-radius: var(--haat-radius-round);
  }
  h3 {
    margin: 0;
    font-size: var(--haat-font-size-lg);
  }
  p {
    max-width: 28em;
    margin: 0;
    color: var(--haat-color-text-muted);
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
