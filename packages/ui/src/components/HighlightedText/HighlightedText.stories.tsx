import type { Meta, StoryObj } from '@storybook/react-vite';
import { HighlightedText } from './HighlightedText';

const meta = {
  title: 'Components/HighlightedText',
  component: HighlightedText,
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fragment of a report found by the archive search, its matched words marked. */
export const Default: Story = {
  args: {
    pieces: [
      { text: 'Frost damage', match: true },
      { text: ' in Minas Gerais hit arabica trees; ', match: false },
      { text: 'frost', match: true },
      { text: ' will cut the next crop.', match: false },
    ],
  },
};

/** Text that looks like markup is shown as it is written. */
export const MarkupAsText: Story = {
  args: {
    pieces: [
      { text: 'Mills note: <script>alert(1)</script> <b>', match: false },
      { text: 'Ethanol', match: true },
      { text: '</b> parity.', match: false },
    ],
  },
};

export const WithoutMatches: Story = {
  args: { pieces: [{ text: 'Nothing in this fragment matched.', match: false }] },
};
