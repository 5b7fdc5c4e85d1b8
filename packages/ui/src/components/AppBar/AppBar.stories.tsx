import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { AppBar } from './AppBar';

const meta = {
  title: 'Components/AppBar',
  component: AppBar,
  args: { brand: <a href="/">Softline Advisory</a> },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    children: (
      <>
        <span>Dana Whitfield</span>
        <Button variant="secondary">Logout</Button>
      </>
    ),
  },
  argTypes: { brand: { control: false }, children: { control: false } },
};
