import { type ReactNode, useId } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A table that scrolls sideways inside its own box on narrow screens, so the page never does. The box
 * is focusable and named by the caption, so keyboard users can scroll it too. It is `relative` so the
 * visually hidden (absolutely positioned) caption and header text stay inside the scroll box.
 */
export function ScrollTable({
  caption,
  head,
  children,
  minWidth = 'min-w-[30rem]',
}: {
  caption: string;
  head: readonly ReactNode[];
  children: ReactNode;
  /** Below this width the table scrolls inside its box instead of squeezing its columns. */
  minWidth?: string;
}) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className={cn('w-full border-collapse text-left text-sm', minWidth)}>
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

export const Td = ({ children, className }: { children: ReactNode; className?: string }) => (
  <td className={className ?? 'px-3 py-2 align-top text-slate-800'}>{children}</td>
);
