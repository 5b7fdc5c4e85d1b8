import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './Table';
import type { TableColumn } from './Table';

interface Member {
  id: string;
  name: string;
  email: string;
  role: string;
  seats: string;
}

const MEMBERS: Member[] = [
  {
    id: '1',
    name: 'Jane Doe',
    email: 'jane@harvest-capital.example',
    role: 'Owner',
    seats: 'Coffee Weekly Report',
  },
  {
    id: '2',
    name: 'Omar Haddad',
    email: 'omar@harvest-capital.example',
    role: 'Admin',
    seats: 'Cocoa Monthly',
  },
  { id: '3', name: 'Li Wei', email: 'li@harvest-capital.example', role: 'Member', seats: 'None' },
];

const COLUMNS: TableColumn<Member>[] = [
  { key: 'name', header: 'Name', cell: (member) => member.name, rowHeader: true },
  { key: 'email', header: 'Email', cell: (member) => member.email },
  { key: 'role', header: 'Role', cell: (member) => member.role },
  { key: 'seats', header: 'Seats', cell: (member) => member.seats },
];

const meta = {
  title: 'Components/Table',
  component: Table<Member>,
  args: {
    caption: 'Team members',
    columns: COLUMNS,
    rows: MEMBERS,
    rowKey: (member: Member) => member.id,
  },
} satisfies Meta<typeof Table<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    caption: 'Seats by report type',
    hideCaption: false,
    emptyMessage: 'Nobody has joined yet.',
  },
  argTypes: {
    caption: { control: 'text' },
    hideCaption: { control: 'boolean' },
    emptyMessage: { control: 'text' },
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
  },
};

/** At 390px the table keeps its columns and scrolls sideways in its own region. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '390px' }}>
        <Story />
      </div>
    ),
  ],
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'Nobody has joined yet.' },
};
