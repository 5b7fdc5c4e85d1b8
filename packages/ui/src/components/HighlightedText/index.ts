export { HighlightedText } from './HighlightedText';
export type { HighlightedTextProps, TextPiece } from './HighlightedText';
