import {
  createContext,
  createElement,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** A path inside the app (`/view/42/`) or a full URL. */
  href: string;
}

export type LinkComponent = ComponentType<LinkProps>;

function AnchorLink({ children, ...rest }: LinkProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

export interface LinkProviderProps {
  /** The component that renders every kit link, e.g. wouter's `Link`. It must render an `<a>`. */
  component: LinkComponent;
  /** The app, or the part of it whose kit links go through `component`. */
  children?: ReactNode;
}

/** Routes every link the kit renders through the app's router. Without it, links are plain anchors. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link that goes through the component given to `LinkProvider` (default: a plain `<a>`). */
export function Link(props: LinkProps) {
  // createElement: the component comes from context and is stable, not created during render.
  return createElement(useContext(LinkContext), props);
}
