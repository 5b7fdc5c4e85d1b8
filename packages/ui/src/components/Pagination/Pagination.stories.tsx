import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, items: [1, 2, 3] },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'Report Library pages',
    page: 5,
    pageCount: 10,
    items: [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10],
    previousLabel: 'Previous',
    nextLabel: 'Next',
  },
  argTypes: {
    label: { control: 'text' },
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    items: { control: 'object' },
    previousLabel: { control: 'text' },
    nextLabel: { control: 'text' },
    hrefFor: { control: false },
    renderLink: { control: false },
  },
};

/** The last page: next is shown but goes nowhere. */
export const LastPage: Story = {
  args: { page: 10, pageCount: 10, items: [1, 'ellipsis-start', 7, 8, 9, 10] },
};

/** Stands in for an app router's `<Link>`, which is why the story needs no router. */
function RouterLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a {...rest} href={to} data-router-link="">
      {children}
    </a>
  );
}

/** `renderLink` hands each page's link props to the app's router link. */
export const WithRouterLink: Story = {
  args: {
    page: 2,
    renderLink: (page, { href: _href, children, ...linkProps }) => (
      <RouterLink {...linkProps} to={`/client/report-library?page=${page}`}>
        {children}
      </RouterLink>
    ),
  },
};
