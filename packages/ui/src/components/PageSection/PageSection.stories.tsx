import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageSection } from './PageSection';

const meta = {
  title: 'Components/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sample curriculum',
    children: (
      <p>
        Four days from the crop to the contract: supply and demand, the futures markets, hedging and the
        physical trade.
      </p>
    ),
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    title: 'Who attends',
    titleId: 'audience-title',
    headingLevel: 2,
    tone: 'tinted',
    children: (
      <ul>
        <li>Traders and risk managers new to the softs</li>
        <li>Buyers at roasters, chocolate makers and mills</li>
        <li>Bankers, analysts and regulators</li>
      </ul>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    titleId: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    tone: { control: 'inline-radio', options: ['plain', 'tinted'] },
    children: { control: false },
  },
};

/** Bands one after the other, plain and tinted, as on the About and Courses pages. */
export const Alternating: Story = {
  render: () => (
    <>
      <PageSection title="Two formats, one standard">
        <p>In-house at your offices, or online in live sessions.</p>
      </PageSection>
      <PageSection title="Sample curriculum" tone="tinted">
        <p>Supply and demand, futures, hedging and the physical trade.</p>
      </PageSection>
      <PageSection title="Fees">
        <p>The same fee applies in-house and online.</p>
      </PageSection>
    </>
  ),
};
