import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import styles from './HighlightedText.module.css';

/** A run of text, and whether it matched the search. */
export interface TextPiece {
  text: string;
  match: boolean;
}

export interface HighlightedTextProps extends HTMLAttributes<HTMLElement> {
  /** The text in order, cut where matches start and end. Every piece is rendered as text, never as markup. */
  pieces: readonly TextPiece[];
  /** The element around the text. Defaults to 'p'. */
  as?: 'p' | 'span' | 'blockquote';
}

/**
 * Text with the words a search matched marked (`<mark>`), e.g. a fragment of a report found in the archive. The
 * pieces are React text, so text that looks like HTML stays text.
 */
export function HighlightedText({ pieces, as: Root = 'p', className, ...rest }: HighlightedTextProps) {
  return (
    <Root {...rest} className={cx(styles.text, className)}>
      {pieces.map((piece, index) =>
        piece.match ? (
          <mark key={index} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </Root>
  );
}
