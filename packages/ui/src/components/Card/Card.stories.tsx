import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { buttonClassName } from '../Button';
import { Card } from './Card';

/** A card on its own is as wide as a grid column. */
const column: Decorator = (Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>;

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Premium reports',
    children: (
      <p>
        Weekly round-ups and in-depth studies for each soft, by yearly subscription for one reader, a team of
        three or the whole enterprise.
      </p>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [column] };

export const Playground: Story = {
  decorators: [column],
  args: {
    title: 'Leadership',
    eyebrow: 'About us',
    headingLevel: 3,
    as: 'article',
    footer: <a href="#leadership">Meet the team</a>,
  },
  argTypes: {
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    as: { control: 'inline-radio', options: ['article', 'div'] },
    footer: { control: false },
    children: { control: false },
  },
};

const INDUSTRIES = [
  { title: 'Coffee', text: 'Arabica and robusta: origin crops, certified stocks and the differentials.' },
  { title: 'Cocoa', text: 'West African main and mid crops, grindings and the forward curve.' },
  { title: 'Sugar', text: 'Brazilian centre-south cane, Indian exports and the ethanol parity.' },
  { title: 'Cotton', text: 'US, Brazilian and Australian supply against Asian mill demand.' },
];

/** `as="li"` inside a `<ul>`: a grid of cards that screen readers announce as a list of four. */
export const ListOfCards: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        gap: 'var(--space-4)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {INDUSTRIES.map(({ title, text }) => (
        <Card
          key={title}
          as="li"
          eyebrow="Industries we serve"
          title={title}
          footer={
            <a href={`#${title.toLowerCase()}`} className={buttonClassName('ghost')}>
              Read more<span className="visually-hidden"> about {title.toLowerCase()}</span>
            </a>
          }
        >
          <p>{text}</p>
        </Card>
      ))}
    </ul>
  ),
};
