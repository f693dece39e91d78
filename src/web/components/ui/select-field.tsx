import { Children, isValidElement, type KeyboardEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { Select, SelectContent, SelectTrigger, SelectValue } from './select';

interface Option {
  value: string;
  label: ReactNode;
  disabled: boolean;
}

/** The options a SelectField's children describe: its SelectItem elements, in order. */
function optionsOf(children: ReactNode): Option[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ value?: unknown; children?: ReactNode; disabled?: boolean }>(child) || typeof child.props.value !== 'string') return [];
    return [{ value: child.props.value, label: child.props.children, disabled: child.props.disabled === true }];
  });
}

const TYPEAHEAD_RESET_MS = 1000;

/**
 * The option typing on the closed trigger picks, as Radix's own typeahead does when its items are
 * mounted: the next one whose text starts with what was typed; one letter typed again steps through
 * the options that start with it.
 */
function typeaheadMatch(options: Option[], search: string, current: string | undefined): Option | undefined {
  const repeated = search.length > 1 && [...search].every((c) => c === search[0]);
  const wanted = (repeated ? search[0]! : search).toLocaleLowerCase();
  const start = Math.max(
    options.findIndex((o) => o.value === current),
    0,
  );
  const wrapped = [...options.slice(start), ...options.slice(0, start)].filter((o) => !o.disabled && (wanted.length > 1 || o.value !== current));
  return wrapped.find((o) => typeof o.label === 'string' && o.label.toLocaleLowerCase().startsWith(wanted));
}

/**
 * A Radix Select that takes the id and aria wiring FormField hands its child and puts them on the
 * trigger button, so the visible label names it and errors are announced with it.
 *
 * Its children are SelectItem elements (not components that render them): the trigger shows the
 * chosen one's text itself, so the list is mounted only while it is open. Mounted closed, Radix renders
 * every item into a detached fragment in a second, synchronous render right after the page's commit,
 * which made the page's largest long task (docs/decisions/130). Typing on the closed trigger still picks
 * an option, as Radix does with its items mounted.
 */
export function SelectField({
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  'aria-label': ariaLabel,
  value,
  onValueChange,
  onBlur,
  triggerRef,
  placeholder,
  disabled,
  className,
  children,
}: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const search = useRef({ text: '', timer: 0 });
  const options = optionsOf(children);
  const chosen = value ? options.find((o) => o.value === value) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open || event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return;
    // A space opens the list unless it is part of a search (Radix's rule, which it applies itself).
    if (event.key === ' ' && search.current.text === '') return;
    window.clearTimeout(search.current.timer);
    search.current.text += event.key;
    search.current.timer = window.setTimeout(() => (search.current.text = ''), TYPEAHEAD_RESET_MS);
    const next = typeaheadMatch(options, search.current.text, value);
    if (next) onValueChange(next.value);
  };

  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <SelectTrigger
        id={id}
        ref={triggerRef}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-label={ariaLabel}
        className={className}
      >
        <SelectValue placeholder={placeholder}>{chosen?.label}</SelectValue>
      </SelectTrigger>
      {open && <SelectContent>{children}</SelectContent>}
    </Select>
  );
}
