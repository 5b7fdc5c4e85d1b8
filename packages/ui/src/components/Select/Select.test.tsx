import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Select } from './Select';
import * as stories from './Select.stories';

const { Default, Playground, WithError, WithoutPlaceholder } = composeStories(stories);

const OPTIONS = [
  { value: 'BR', label: 'Brazil' },
  { value: 'GH', label: 'Ghana' },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Select', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('Playground has no axe violations, with and without an error', async () => {
    const { container, rerender } = render(<Playground />);
    await expectNoAxeViolations(container);
    rerender(<Playground error="Please choose a reason." />);
    await expectNoAxeViolations(container);
  });

  it('ties the visible label to the select', async () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    await userEvent.click(screen.getByText('Country'));
    expect(select).toHaveFocus();
  });

  it('starts on the placeholder: first, empty and disabled', () => {
    render(<Default />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    const [first] = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(first).toHaveTextContent('SELECT COUNTRY');
    expect(first).toHaveValue('');
    expect(first).toBeDisabled();
    expect(first?.selected).toBe(true);
    expect(select).toHaveValue('');
    expect(select).toHaveDisplayValue('SELECT COUNTRY');
  });

  it('lets the user choose an option but not the placeholder', async () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'Ghana');
    expect(select).toHaveValue('GH');
    // A disabled option cannot be picked: the choice stays.
    await userEvent.selectOptions(select, 'SELECT COUNTRY');
    expect(select).toHaveValue('GH');
  });

  it('returns to the placeholder when its form is reset', async () => {
    render(
      <form aria-label="Contact">
        <Select label="Country" placeholder="SELECT COUNTRY" options={OPTIONS} />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'Brazil');
    screen.getByRole<HTMLFormElement>('form', { name: 'Contact' }).reset();
    expect(select).toHaveValue('');
  });

  it('keeps the defaultValue it is given', () => {
    render(<Select label="Country" placeholder="SELECT COUNTRY" options={OPTIONS} defaultValue="GH" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GH');
  });

  it('without a placeholder, has no empty option and starts on the first option or its default', () => {
    const { unmount } = render(<Select label="Country" options={OPTIONS} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    expect(select).toHaveValue('BR');
    unmount();
    render(<WithoutPlaceholder />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Colombia');
  });

  it('works controlled, showing the placeholder for an empty value, without React warnings', async () => {
    const consoleError = vi.spyOn(console, 'error');
    function Controlled() {
      const [country, setCountry] = useState('');
      return (
        <>
          <Select
            label="Country"
            placeholder="SELECT COUNTRY"
            options={OPTIONS}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          />
          <button type="button" onClick={() => setCountry('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('SELECT COUNTRY');
    await userEvent.selectOptions(select, 'Ghana');
    expect(select).toHaveValue('GH');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(select).toHaveDisplayValue('SELECT COUNTRY');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is valid and undescribed without an error', () => {
    render(<Default />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('announces the error through aria-invalid and aria-describedby', () => {
    render(<WithError />);
    const select = screen.getByRole('combobox', { name: 'How did you hear about us?' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please tell us how you heard about us.');
    const errorId = select.getAttribute('aria-describedby');
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(
      'Please tell us how you heard about us.',
    );
  });

  it('describes the select with the hint, then the error', () => {
    render(<Playground error="Please choose a reason." />);
    expect(screen.getByRole('combobox', { name: 'Reason for inquiry' })).toHaveAccessibleDescription(
      'So the right person answers. Please choose a reason.',
    );
  });

  it("works with react-hook-form's register() spread: name, onChange, onBlur and a callback ref", async () => {
    const ref = vi.fn<(element: HTMLSelectElement | null) => void>();
    const onChange = vi.fn<(event: ChangeEvent<HTMLSelectElement>) => void>();
    const onBlur = vi.fn<(event: FocusEvent<HTMLSelectElement>) => void>();
    render(
      <Select
        label="Country"
        placeholder="SELECT COUNTRY"
        options={OPTIONS}
        {...{ name: 'country', onChange, onBlur, ref }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(ref).toHaveBeenCalledWith(select);
    expect(select).toHaveAttribute('name', 'country');
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Brazil');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0].target.value).toBe('BR');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("keeps a value react-hook-form's ref sets after mount (its defaultValues)", () => {
    const ref = (element: HTMLSelectElement | null) => {
      if (element) element.value = 'GH';
    };
    render(
      <Select label="Country" placeholder="SELECT COUNTRY" options={OPTIONS} name="country" ref={ref} />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GH');
  });
});
