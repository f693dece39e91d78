import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * The edit and delete icon buttons closing a row of the pricing and procedure-wait tables. They stick
 * to the right edge of the table's scroll box, so on a phone they are in view without scrolling the
 * table sideways (issue 21).
 */
export function RowActionsCell({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleteDisabled,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While a removal without confirmation runs, so a second click sends nothing. */
  deleteDisabled?: boolean;
}) {
  return (
    <td className="sticky right-0 bg-white px-1 py-1 text-right align-top whitespace-nowrap">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={editLabel}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-800 hover:bg-red-50"
        onClick={onDelete}
        disabled={deleteDisabled}
        aria-label={deleteLabel}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </td>
  );
}
