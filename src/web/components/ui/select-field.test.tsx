import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectItem } from './select';
import { SelectField } from './select-field';

const SPECIES = [
  ['dog', 'Dog'],
  ['cat', 'Cat'],
  ['cow', 'Cow'],
  ['horse', 'Horse'],
] as const;

function Species({ initial, onChange = () => {} }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SelectField
      aria-label="Species"
      value={value}
      placeholder="Choose a species"
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    >
      {SPECIES.map(([v, label]) => (
        <SelectItem key={v} value={v}>
          {label}
        </SelectItem>
      ))}
    </SelectField>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Species' });

describe('SelectField', () => {
  it('shows the chosen option on the closed trigger, and the placeholder when none is chosen', () => {
    const { unmount } = render(<Species initial="cat" />);
    expect(trigger().textContent).toBe('Cat');
    unmount();
    render(<Species />);
    expect(trigger().textContent).toBe('Choose a species');
  });

  it('mounts its options only while open, then lists them all and takes a pick', () => {
    const onChange = vi.fn();
    render(<Species initial="dog" onChange={onChange} />);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dog', 'Cat', 'Cow', 'Horse']);
    fireEvent.click(screen.getByRole('option', { name: 'Horse' }));
    expect(onChange).toHaveBeenLastCalledWith('horse');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(trigger().textContent).toBe('Horse');
  });

  it('renders none of its options until opened: Radix would render them all into a detached fragment right after mounting', () => {
    let rendered = 0;
    const Label = ({ text }: { text: string }) => {
      rendered += 1;
      return text;
    };
    render(
      <SelectField aria-label="Species" value="dog" onValueChange={() => {}}>
        {SPECIES.map(([v, label]) => (
          <SelectItem key={v} value={v}>
            <Label text={label} />
          </SelectItem>
        ))}
      </SelectField>,
    );
    // The chosen option's text, on the trigger; none of the list.
    expect(rendered).toBe(1);
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    expect(rendered).toBeGreaterThanOrEqual(1 + SPECIES.length);
  });

  it('picks an option by typing on the closed trigger, stepping through those that start with a letter typed again', () => {
    const onChange = vi.fn();
    render(<Species initial="dog" onChange={onChange} />);
    fireEvent.keyDown(trigger(), { key: 'c' });
    expect(trigger().textContent).toBe('Cat');
    fireEvent.keyDown(trigger(), { key: 'c' });
    expect(trigger().textContent).toBe('Cow');
    fireEvent.keyDown(trigger(), { key: 'c' });
    expect(trigger().textContent).toBe('Cat');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['cat', 'cow', 'cat']);
    // Typing selects without opening the list.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('matches what was typed as a whole within a second', () => {
    render(<Species initial="cat" />);
    fireEvent.keyDown(trigger(), { key: 'h' });
    fireEvent.keyDown(trigger(), { key: 'o' });
    expect(trigger().textContent).toBe('Horse');
  });
});
