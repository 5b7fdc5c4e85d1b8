import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS, PhoneField } from './PhoneField';
import * as stories from './PhoneField.stories';

const { Default, Playground } = composeStories(stories);

function options() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

/**
 * The country list, once its code has loaded: it is split from the field and loaded on first opening, which on a
 * busy machine (the whole suite on two cores) takes longer than Testing Library's default second.
 */
const openedList = () => screen.findByRole('combobox', { name: 'Search countries' }, { timeout: 10_000 });

describe('PhoneField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Default and Playground have no axe violations, closed, open and with an error', async () => {
    const { container, unmount } = render(<Default />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Calling code: India +91' }));
    await openedList();
    await expectNoAxeViolations(container);
    unmount();
    const playground = render(<Playground error="Please enter a valid mobile number for United Kingdom." />);
    await expectNoAxeViolations(playground.container);
  });

  it('labels the number, shows the chosen code and ties the hint and error to the input', () => {
    render(<Playground error="Please enter a valid mobile number for United Kingdom." />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Digits only, without the calling code. Please enter a valid mobile number for United Kingdom.',
    );
    expect(screen.getByRole('button', { name: 'Calling code: United Kingdom +44' })).toHaveTextContent('+44');
    // The list (and its code) is not there until it is opened.
    expect(screen.queryByRole('combobox', { name: 'Search countries' })).not.toBeInTheDocument();
  });

  it('keeps digits only, up to maxLength', async () => {
    const onChange = vi.fn();
    render(<Default maxLength={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '98a76-54 3210999');
    expect(input).toHaveValue('9876543210');
    await userEvent.clear(input);
    // A pasted number keeps its digits, up to the limit, whatever spaces it had.
    await userEvent.click(input);
    await userEvent.paste('+44 20 7946 0958');
    expect(input).toHaveValue('4420794609');
    expect(onChange).toHaveBeenCalled();
  });

  it('picks a country with the keyboard; Escape and a choice return focus to the button', async () => {
    const onCountryChange = vi.fn();
    render(<Default onCountryChange={onCountryChange} />);
    const button = screen.getByRole('button', { name: 'Calling code: India +91' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    // The open list comes with the first opening.
    const search = await openedList();
    expect(search).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onCountryChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    // The list opens on India; one step down is the United Kingdom.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onCountryChange).toHaveBeenCalledWith('GB');
    const changed = screen.getByRole('button', { name: 'Calling code: United Kingdom +44' });
    expect(changed).toHaveFocus();
  });

  /** Moves the fake clock; act() flushes the re-render the timer causes. */
  function wait(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  it('filters the list only once typing has paused for 250 ms', async () => {
    render(<Default />);
    fireEvent.click(screen.getByRole('button', { name: 'Calling code: India +91' }));
    const search = await openedList();
    vi.useFakeTimers();
    expect(options()).toHaveLength(6);
    fireEvent.change(search, { target: { value: 'united' } });
    expect(search).toHaveValue('united');
    wait(PHONE_COUNTRY_SEARCH_DEBOUNCE_MS - 1);
    expect(options()).toHaveLength(6);
    wait(1);
    expect(options()).toEqual(['🇬🇧United Kingdom+44', '🇺🇸United States+1']);
    fireEvent.change(search, { target: { value: '+225' } });
    wait(PHONE_COUNTRY_SEARCH_DEBOUNCE_MS);
    expect(options()).toEqual(["🇨🇮Cote D'Ivoire (Ivory Coast)+225"]);
    fireEvent.change(search, { target: { value: 'atlantis' } });
    wait(PHONE_COUNTRY_SEARCH_DEBOUNCE_MS);
    expect(options()).toEqual([]);
    expect(screen.getByText('No country matches.')).toBeInTheDocument();
  });

  it('picks with the mouse and leaves with Tab without choosing', async () => {
    const onCountryChange = vi.fn();
    render(
      <PhoneField
        label="Phone"
        countries={[
          { isoCode: 'BR', name: 'Brazil', flag: '🇧🇷', phonecode: '55' },
          { isoCode: 'IN', name: 'India', flag: '🇮🇳', phonecode: '91' },
        ]}
        country="IN"
        onCountryChange={onCountryChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calling code: India +91' }));
    await openedList();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    expect(onCountryChange).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Calling code: India +91' }));
    await userEvent.click(screen.getByRole('option', { name: /Brazil/ }));
    expect(onCountryChange).toHaveBeenCalledWith('BR');
  });
});
