import { Button, SearchField, Select } from '@firm/ui';
import { useEffect, useState } from 'react';
import listStyles from './list-page.module.css';

/**
 * A back-office list's filters: a search box and one choice (a status, a state), sent together with Show. The
 * boxes start from the URL's values and follow them when the URL changes without them (Back, Forward, a link).
 */
export function SearchAndChoiceFilters<Choice extends string>({
  name,
  searchLabel,
  q,
  choiceLabel,
  options,
  choice,
  onApply,
}: {
  /** The search region's name: the list's. */
  name: string;
  searchLabel: string;
  q: string | undefined;
  choiceLabel: string;
  options: { value: Choice; label: string }[];
  choice: Choice;
  onApply: (filters: { q: string | undefined; choice: Choice }) => void;
}) {
  const [text, setText] = useState(q ?? '');
  const [value, setValue] = useState(choice);
  useEffect(() => {
    setText(q ?? '');
    setValue(choice);
  }, [q, choice]);
  return (
    <form
      className={listStyles.filters}
      role="search"
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ q: text.trim() || undefined, choice: value });
      }}
    >
      <SearchField
        label={searchLabel}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onClear={() => setText('')}
      />
      <Select
        label={choiceLabel}
        options={options}
        value={value}
        onChange={(event) => setValue(event.target.value as Choice)}
      />
      <Button type="submit">Show</Button>
    </form>
  );
}
