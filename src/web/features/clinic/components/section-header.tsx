import { Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@web/components/ui/button';

/** A tab's heading, one line on what it is for, and its main action. */
export function SectionHeader({
  id,
  headingRef,
  title,
  intro,
  action,
}: {
  id: string;
  /** Lets focus land on the heading (e.g. after the row that had it was removed). */
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-lg font-semibold text-slate-900 outline-none">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}

/** A tab's "Add …" button: a plus and its label. `ref` lets focus come back to it after its dialog. */
export function AddButton({ ref, onClick, children }: { ref?: Ref<HTMLButtonElement>; onClick: () => void; children: ReactNode }) {
  return (
    <Button ref={ref} onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden />
      {children}
    </Button>
  );
}
