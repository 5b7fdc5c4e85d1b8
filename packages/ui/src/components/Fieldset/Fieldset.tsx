import type { FieldsetHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import hidden from '../VisuallyHidden/VisuallyHidden.module.css';
import styles from './Fieldset.module.css';

export interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** Names the group for screen readers, e.g. 'Sign-in details'. */
  legend: ReactNode;
  /**
   * Defaults to true: the card's heading already says what the form is for, so the legend is read but not shown.
   * Pass false to show it above the fields.
   */
  hideLegend?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A named group of form fields, stacked with the form's spacing and without the browser's border and padding.
 * `disabled` disables every control inside at once, which is how a form stays untouchable while it is sent.
 */
export function Fieldset({ legend, hideLegend = true, className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset {...rest} className={cx(styles.fieldset, className)}>
      <legend className={hideLegend ? hidden.visuallyHidden : styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
