import { useId, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Unique among the items: the React key, and what `defaultExpanded` names. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: AccordionItem[];
  /** Level of each section's heading, to fit the page's outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the sections open at first; all are closed by default. */
  defaultExpanded?: string[];
}

function ChevronIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * Sections that open and close on their own, each independently of the others: a heading holding a button with
 * `aria-expanded`, controlling a panel named by that button.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultExpanded = [],
  className,
  ...rest
}: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div {...rest} className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const open = expanded.has(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles.section}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronIcon />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
