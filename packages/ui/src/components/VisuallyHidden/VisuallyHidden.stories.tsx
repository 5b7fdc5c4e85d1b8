import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Download, Coffee Weekly (PDF)" to a screen reader; sighted users see "Download". */
export const Default: Story = {
  render: (args) => (
    <button type="button">
      Download
      <VisuallyHidden {...args} />
    </button>
  ),
  args: { children: ', Coffee Weekly (PDF)' },
};

export const Playground: Story = {
  render: (args) => (
    <p>
      Visible text.
      <VisuallyHidden {...args} />
    </p>
  ),
  args: { children: ' Text only screen readers read.' },
  argTypes: {
    children: { control: 'text' },
  },
};
