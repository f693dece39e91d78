import type { StaffMember } from '@shared/contracts/hospitals';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

/**
 * A staff member's name (an h3), title, specialty badges and bio: how vets see them on the internal
 * clinic page and how the clinic sees them on its Staff tab. The classes go to the block and the bio.
 */
export function StaffDetails({ member, className, bioClassName }: { member: StaffMember; className?: string; bioClassName?: string }) {
  return (
    <div className={cn('min-w-0 space-y-1.5', className)}>
      <h3 className="font-semibold break-words text-slate-900">{member.name}</h3>
      {member.title && <p className="text-sm text-slate-700">{member.title}</p>}
      {member.specialties.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {member.specialties.map((s) => (
            <li key={s}>
              <Badge tone="brand">{s}</Badge>
            </li>
          ))}
        </ul>
      )}
      {member.bio && <p className={cn('text-sm text-slate-600', bioClassName)}>{member.bio}</p>}
    </div>
  );
}
