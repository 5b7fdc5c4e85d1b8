import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { SectionNav } from './SectionNav';
import type { SectionNavItem } from './SectionNav';

const ABOUT: SectionNavItem[] = [
  { key: 'who-we-are', label: 'WHO WE ARE', href: '/about/who-we-are', active: true },
  { key: 'leadership', label: 'LEADERSHIP', href: '/about/leadership' },
  { key: 'industries', label: 'INDUSTRIES WE SERVE', href: '/about/industries' },
  { key: 'travel-map', label: 'TRAVEL MAP', href: '/about/travel-map' },
];

const SERVICES: SectionNavItem[] = [
  { key: 'reports', label: 'PREMIUM REPORTS', href: '/services/reports' },
  { key: 'consultation', label: 'EXPERT CONSULTATION', href: '/services/consultation' },
  { key: 'courses', label: 'COURSES AND WORKSHOPS', href: '/services/courses' },
  { key: 'speaking', label: 'SPEAKING AND EVENTS', href: '/services/speaking-events' },
  { key: 'research', label: 'CUSTOM RESEARCH', href: '/services/research' },
  { key: 'expert-witness', label: 'EXPERT WITNESS', href: '/services/expert-witness', active: true },
];

const meta = {
  title: 'Components/SectionNav',
  component: SectionNav,
  args: { label: 'About', items: ABOUT },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { label: 'Services', items: SERVICES },
  argTypes: {
    label: { control: 'text' },
    items: { control: 'object' },
    renderLink: { control: false },
  },
};

/** A phone-wide container: the row scrolls sideways and starts with the active link in view. */
export const Narrow: Story = {
  args: { label: 'Services', items: SERVICES },
  decorators: [(Story) => <div style={{ maxWidth: '20rem', border: '1px dashed' }}>{Story()}</div>],
};

/** Stands in for an app router's `<Link to>`, which is why the story needs no router. */
function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a {...rest} href={to} data-router-link="">
      {children}
    </a>
  );
}

/** `renderLink` hands each link's props to the app's router link. */
export const WithRouterLink: Story = {
  args: {
    renderLink: (_item, { href, children, ...linkProps }) => (
      <RouterLink {...linkProps} to={href}>
        {children}
      </RouterLink>
    ),
  },
};
