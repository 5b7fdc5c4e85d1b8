import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PhoneField, type PhoneCountry, type PhoneFieldProps } from './PhoneField';

/** A few entries shaped like @firm/countries; the apps pass the whole list. */
const COUNTRIES: PhoneCountry[] = [
  { isoCode: 'BR', name: 'Brazil', flag: '🇧🇷', phonecode: '55' },
  { isoCode: 'CA', name: 'Canada', flag: '🇨🇦', phonecode: '1' },
  { isoCode: 'CI', name: "Cote D'Ivoire (Ivory Coast)", flag: '🇨🇮', phonecode: '225' },
  { isoCode: 'IN', name: 'India', flag: '🇮🇳', phonecode: '91' },
  { isoCode: 'GB', name: 'United Kingdom', flag: '🇬🇧', phonecode: '44' },
  { isoCode: 'US', name: 'United States', flag: '🇺🇸', phonecode: '1' },
];

/** Holds the chosen country as a form would. */
function StatefulPhoneField(props: PhoneFieldProps) {
  const [country, setCountry] = useState(props.country);
  return (
    <PhoneField
      {...props}
      country={country}
      onCountryChange={(isoCode) => {
        setCountry(isoCode);
        props.onCountryChange(isoCode);
      }}
    />
  );
}

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  render: (args) => <StatefulPhoneField {...args} />,
  args: { countries: COUNTRIES, onCountryChange: () => {} },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Phone number', name: 'phone', country: 'IN', autoComplete: 'tel-national' },
};

export const Playground: Story = {
  args: {
    label: 'Mobile number',
    name: 'phone_number',
    country: 'GB',
    hint: 'Digits only, without the calling code.',
    error: '',
    maxLength: 15,
    disabled: false,
    codeLabel: 'Calling code',
    searchLabel: 'Search countries',
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    maxLength: { control: 'number' },
    disabled: { control: 'boolean' },
    country: { control: 'select', options: COUNTRIES.map((country) => country.isoCode) },
  },
};
