import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import * as stories from './HighlightedText.stories';

const { Default, MarkupAsText, WithoutMatches } = composeStories(stories);

describe('HighlightedText', () => {
  it('Default has no axe violations', async () => {
    const { container } = render(<Default />);
    await expectNoAxeViolations(container);
  });

  it('marks the matched pieces and keeps the text in order', () => {
    const { container } = render(<Default />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent(
      'Frost damage in Minas Gerais hit arabica trees; frost will cut the next crop.',
    );
    expect([...paragraph.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Frost damage',
      'frost',
    ]);
  });

  it('renders text that looks like HTML as text: no element comes from it', () => {
    const { container } = render(<MarkupAsText />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelector('script, b')).toBeNull();
    expect(paragraph.children).toHaveLength(1);
    expect(paragraph).toHaveTextContent('Mills note: <script>alert(1)</script> <b>Ethanol</b> parity.');
  });

  it('renders a fragment without matches as plain text', () => {
    const { container } = render(<WithoutMatches />);
    expect(container.querySelector('mark')).toBeNull();
  });
});
